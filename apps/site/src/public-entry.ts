// Browser entry of the prerendered public pages (/, /pricing, /contact… and their /ur twins).
// Their HTML is complete without script; this small file, not React, makes what is interactive
// work: the Menu button, the theme picker, the language link, a stored session's Dashboard and
// Logout, the contact form. Links to the app (/login, /dashboard, /courses…) are ordinary
// navigations to the app shell, which boots React (main.tsx).
import { wireContactForm } from './light/contact';
import { wireLanguageSwitch } from './light/language';
import { wireNavbar } from './light/navbar';
import { wireSession } from './light/session';
import { wireThemePicker } from './light/themePicker';
import { registerServiceWorker } from './serviceWorker/register';

wireNavbar();
wireSession();
wireLanguageSwitch();
wireThemePicker();
wireContactForm();
registerServiceWorker();
