// The Settings screen's own addresses under /config/settings: the settings, Cookie banner and Announcement bar.
import { Route, Switch } from 'wouter';
import { AnnouncementBarScreen } from './AnnouncementBarScreen.tsx';
import { CookieBannerScreen } from './CookieBannerScreen.tsx';
import { PopupOverlayScreen } from './PopupOverlayScreen.tsx';
import { SettingsDialog } from './SettingsDialog.tsx';

export function SettingsRoutes({ onSaved }: { onSaved: (title: string) => void }) {
  return (
    <Switch>
      <Route path="/announcement-bar">
        <AnnouncementBarScreen />
      </Route>
      <Route path="/popup-overlay">
        <PopupOverlayScreen />
      </Route>
      <Route path="/cookie-banner">
        <CookieBannerScreen />
      </Route>
      <Route>
        <SettingsDialog onSaved={onSaved} />
      </Route>
    </Switch>
  );
}
