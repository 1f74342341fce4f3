import { describe, expect, it } from 'vitest';
import {
  browserFamily,
  countryOfLanguage,
  countryOfTimeZone,
  deviceClass,
  visitorCountry,
} from './visitor-dimensions.ts';

describe('issue 18 part 4: visitor dimensions (decision 044)', () => {
  it('issue 18: a time zone gives its country, legacy names too; unknown zones none', () => {
    expect(countryOfTimeZone('Europe/Berlin')).toBe('DE');
    expect(countryOfTimeZone('Asia/Calcutta')).toBe('IN');
    expect(countryOfTimeZone('Europe/Kiev')).toBe('UA');
    expect(countryOfTimeZone('America/New_York')).toBe('US');
    expect(countryOfTimeZone('Australia/Sydney')).toBe('AU');
    expect(countryOfTimeZone('UTC')).toBeNull();
    expect(countryOfTimeZone('Mars/Olympus')).toBeNull();
  });

  it('issue 18: a language tag or Accept-Language header gives the first region; time zone wins', () => {
    expect(countryOfLanguage('en-GB')).toBe('GB');
    expect(countryOfLanguage('zh-Hant-TW')).toBe('TW');
    expect(countryOfLanguage('de, fr-CH;q=0.8')).toBe('CH');
    expect(countryOfLanguage('es-419')).toBeNull();
    expect(countryOfLanguage('de')).toBeNull();
    expect(visitorCountry({ timeZone: 'Asia/Tokyo', language: 'en-US' })).toBe('JP');
    expect(visitorCountry({ timeZone: 'Etc/UTC', language: 'pt_BR' })).toBe('BR');
    expect(visitorCountry({ acceptLanguage: 'nl-NL,nl;q=0.9' })).toBe('NL');
  });

  it('issue 18: device class from the user agent, then the screen', () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';
    const ipad =
      'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';
    const androidPhone =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';
    const androidTablet =
      'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';
    const mac =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15';
    expect(deviceClass(iphone)).toBe('phone');
    expect(deviceClass(androidPhone)).toBe('phone');
    expect(deviceClass(ipad)).toBe('tablet');
    expect(deviceClass(androidTablet)).toBe('tablet');
    expect(deviceClass(mac, '1440x900')).toBe('desktop');
    expect(deviceClass(mac, '1024x1366')).toBe('tablet');
    expect(deviceClass('', '390x844')).toBe('phone');
    expect(deviceClass('')).toBe('desktop');
  });

  it('issue 18: browser family, never more of the user agent', () => {
    expect(
      browserFamily(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/131.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome');
    expect(
      browserFamily('Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/131.0 Safari/537.36 Edg/131.0'),
    ).toBe('Edge');
    expect(
      browserFamily('Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/131.0 Safari/537.36 OPR/115.0'),
    ).toBe('Opera');
    expect(
      browserFamily(
        'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 SamsungBrowser/26.0 Chrome/122.0 Mobile Safari/537.36',
      ),
    ).toBe('Samsung Internet');
    expect(browserFamily('Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0')).toBe(
      'Firefox',
    );
    expect(
      browserFamily(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari');
    expect(browserFamily('curl/8.0')).toBe('Other');
  });
});
