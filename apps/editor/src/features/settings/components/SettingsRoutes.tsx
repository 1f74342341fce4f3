// The Settings screen's own addresses under /config/settings: the settings, and Cookie banner.
import { Route, Switch } from 'wouter';
import { CookieBannerScreen } from './CookieBannerScreen.tsx';
import { SettingsDialog } from './SettingsDialog.tsx';

export function SettingsRoutes({ onSaved }: { onSaved: (title: string) => void }) {
  return (
    <Switch>
      <Route path="/cookie-banner">
        <CookieBannerScreen />
      </Route>
      <Route>
        <SettingsDialog onSaved={onSaved} />
      </Route>
    </Switch>
  );
}
