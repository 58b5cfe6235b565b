/**
 * Inline script for the document `<head>`: makes the navbar's Menu button work before the app's
 * JavaScript has loaded and hydrated (about 1.5 s on a 3G phone). It toggles the panel the
 * button controls; once the Navbar has hydrated it marks the button `data-ready` and takes over,
 * picking up the state the panel is in. No dependencies, never throws.
 */
export const navbarBootScript: string = `(function(){document.addEventListener('click',function(e){try{var b=e.target&&e.target.closest&&e.target.closest('[data-slot="navbar-toggle"]');if(!b||b.hasAttribute('data-ready'))return;var p=document.getElementById(b.getAttribute('aria-controls'));if(!p)return;var o=!p.hasAttribute('data-open');if(o)p.setAttribute('data-open','');else p.removeAttribute('data-open');b.setAttribute('aria-expanded',String(o))}catch(x){}})})();`;
