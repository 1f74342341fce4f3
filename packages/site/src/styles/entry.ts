// The site stylesheet: tokens and every block's CSS Module, gathered into one file by the client
// build. Nobody loads this script; the server links the CSS it produces. (The export keeps the
// CSS Modules from being tree-shaken away.)
import './tokens.css';

export const cssModules = import.meta.glob(['../blocks/**/*.module.css', '../layout/*.module.css'], {
  eager: true,
});
