// PAGE-031 (decision 058): what a signed-in member of the site gets on its published pages beside
// what visitors get — a small "only you see this" control that previews the popup overlay and the
// announcement bar (both loaded for members even while off) and links to their settings. The
// popup's and the bar's own scripts wire its buttons ([data-owner-open]); its style is in
// popup-overlay.css. Visitors' pages never carry it.

export interface PageOwnerWidgetsInput {
  hasPopup: boolean;
  hasBar: boolean;
  /** The member may change the site's settings (settingsGeneral): the "Edit" links. */
  canEdit: boolean;
}

export function OwnerWidgets({ hasPopup, hasBar, canEdit }: PageOwnerWidgetsInput) {
  return (
    <aside className="fow" aria-labelledby="fow-title" data-owner-widgets="">
      <p id="fow-title" className="fow-title">
        Only you see this
      </p>
      <ul className="fow-list">
        {hasPopup ? (
          <li>
            <button type="button" className="fow-button" data-owner-open="popup">
              Preview popup
            </button>
            {canEdit ? (
              <a className="fow-link" href="/config/settings/popup-overlay" aria-label="Edit popup">
                Edit
              </a>
            ) : null}
          </li>
        ) : null}
        {hasBar ? (
          <li>
            <button type="button" className="fow-button" data-owner-open="announcement">
              Preview announcement bar
            </button>
            {canEdit ? (
              <a
                className="fow-link"
                href="/config/settings/announcement-bar"
                aria-label="Edit announcement bar"
              >
                Edit
              </a>
            ) : null}
          </li>
        ) : null}
      </ul>
    </aside>
  );
}
