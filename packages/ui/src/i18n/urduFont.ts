// The self-hosted Urdu typeface (Noto Nastaliq Urdu, the script Pakistani readers expect), regular
// and bold. Imported only by the Urdu labels chunk, so an English page never downloads it.
import '@fontsource/noto-nastaliq-urdu/arabic-400.css';
import '@fontsource/noto-nastaliq-urdu/arabic-700.css';
import './urdu.css';
