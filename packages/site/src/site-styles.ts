// Client-build entry that gathers every stylesheet of published sites into one CSS file
// (cssCodeSplit is off). Its JavaScript is never loaded; renderSitePage links only the CSS.
import './styles/tokens.css';
import './styles/base.css';

// Exported so the bundler keeps the modules (and so their CSS) instead of shaking them away.
export const blockStyles = import.meta.glob(
  [
    './layout/*.module.css',
    './blocks/*/*.module.css',
    './runtime/*.module.css',
    './collections/*.module.css',
  ],
  { eager: true },
);
