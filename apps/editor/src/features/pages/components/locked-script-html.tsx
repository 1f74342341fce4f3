// Issue 14 item 5: HTML that runs as script on the published site (a Form's post-submit HTML) is
// shown to everyone but an admin read-only, with the reason; the server refuses their changes too.
import type { Config, Field } from '@puckeditor/core';
import styles from './locked-script-html.module.css';

export const LOCKED_SCRIPT_HTML_NOTE =
  'Only an administrator of this site can change this HTML, because it runs as script on your published site.';

function lockedField(field: { label?: unknown }): Field {
  const label = typeof field.label === 'string' ? field.label : 'HTML';
  return {
    type: 'custom',
    label,
    render: ({ value, id }) => (
      <div className={styles.locked}>
        <span className={styles.label} id={`${id}-label`}>
          {label}
        </span>
        <textarea
          id={id}
          className={styles.value}
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-note`}
          readOnly
          rows={4}
          value={typeof value === 'string' ? value : ''}
        />
        <p className={styles.note} id={`${id}-note`}>
          {LOCKED_SCRIPT_HTML_NOTE}
        </p>
      </div>
    ),
  };
}

/** The config with every script-running HTML field read-only (for everyone but an admin). */
export function withScriptHtmlLocked(config: Config, propsByBlock: Record<string, string[]>): Config {
  const components = { ...config.components };
  for (const [type, props] of Object.entries(propsByBlock)) {
    const component = components[type];
    if (!component?.fields) continue;
    const fields = { ...component.fields };
    for (const prop of props) if (fields[prop]) fields[prop] = lockedField(fields[prop]);
    components[type] = { ...component, fields };
  }
  return { ...config, components };
}
