// Issue 19 (docs/decisions/052): the Map block's location field (place search UI-093, details
// UI-094 with productPage and productSection; typed coordinates; the message when no geocoder is
// set up) and Settings › Maps (the Google Maps key).
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client.ts';
import { MapLocationField } from './MapLocationField.tsx';
import { MapsSection } from './MapsSection.tsx';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let asked: URL[] = [];
let geocoder: 'on' | 'off' = 'on';
let puts: unknown[] = [];

beforeEach(() => {
  asked = [];
  puts = [];
  geocoder = 'on';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (address: string, init: RequestInit) => {
      const url = new URL(address, 'http://demo.localhost');
      asked.push(url);
      if (url.pathname.startsWith('/api/google-maps/') && geocoder === 'off')
        return answer(503, {
          error: 'geocoder_not_configured',
          message: 'Place search is not set up for this site.',
        });
      if (url.pathname === '/api/google-maps/places/autocomplete')
        return answer(200, {
          source: 'nominatim',
          predictions: [
            {
              placeId: 'N240109189',
              description: 'Berlin Hauptbahnhof, Europaplatz, Berlin',
              mainText: 'Berlin Hauptbahnhof',
              secondaryText: 'Europaplatz, Berlin',
            },
          ],
        });
      if (url.pathname === '/api/google-maps/places/details')
        return answer(200, {
          source: 'nominatim',
          placeId: 'N240109189',
          name: 'Berlin Hauptbahnhof',
          addressLine1: '1 Europaplatz',
          addressLine2: '10557 Berlin',
          addressCountry: 'Deutschland',
          lat: 52.5250839,
          lng: 13.369402,
        });
      if (url.pathname === '/api/config/maps-settings' && (init.method ?? 'GET') === 'GET')
        return answer(200, { googleMapsApiKey: '', provider: 'leaflet', geocoder: 'none' });
      if (url.pathname === '/api/config/maps-settings') {
        const body = JSON.parse(String(init.body));
        puts.push(body);
        return answer(200, {
          googleMapsApiKey: body.googleMapsApiKey,
          provider: 'google',
          geocoder: 'google',
        });
      }
      return answer(404, { error: 'not_found', message: 'Not found' });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

let latest: Record<string, unknown> = {};
function Harness({ initial = {} }: { initial?: Record<string, unknown> }) {
  const [value, setValue] = useState<Record<string, unknown>>(initial);
  latest = value;
  return (
    <MapLocationField
      value={value}
      onChange={(next) => {
        latest = next as Record<string, unknown>;
        setValue(next as Record<string, unknown>);
      }}
    />
  );
}

describe('the Map block’s location field (issue 19)', () => {
  it('UI-093 UI-094 a place search fills the address and puts the map and marker on the place; details carry productPage and productSection', async () => {
    render(<Harness initial={{ mapZoom: 14 }} />);
    fireEvent.change(screen.getByLabelText('Find a place'), { target: { value: 'Berlin Hbf' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find place' }));
    const place = await screen.findByRole('button', { name: /Berlin Hauptbahnhof/ });
    const search = asked.find((u) => u.pathname.endsWith('/autocomplete'))!;
    expect(search.searchParams.get('input')).toBe('Berlin Hbf');
    fireEvent.click(place);
    await screen.findByText('The map shows Berlin Hauptbahnhof, Europaplatz, Berlin.');
    const details = asked.find((u) => u.pathname.endsWith('/details'))!;
    expect(details.searchParams.get('placeId')).toBe('N240109189');
    expect(details.searchParams.get('productPage')).toBe('page-editor');
    expect(details.searchParams.get('productSection')).toBe('map-block');
    // The same session token ties the search and its details together.
    expect(details.searchParams.get('sessionToken')).toBe(search.searchParams.get('sessionToken'));
    expect(latest).toEqual({
      mapZoom: 14,
      mapLat: 52.5250839,
      mapLng: 13.369402,
      markerLat: 52.5250839,
      markerLng: 13.369402,
      addressTitle: 'Berlin Hauptbahnhof',
      addressLine1: '1 Europaplatz',
      addressLine2: '10557 Berlin',
      addressCountry: 'Deutschland',
    });
  });

  it('issue 19: without a geocoder the field says so clearly, and the address and coordinates can be typed', async () => {
    geocoder = 'off';
    render(<Harness />);
    fireEvent.change(screen.getByLabelText('Find a place'), { target: { value: 'studio' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find place' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /Place search is not set up for this site: add a Google Maps key in Settings › Maps/,
    );
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: 'Europaplatz 1' } });
    fireEvent.change(screen.getByLabelText('Latitude'), { target: { value: '52.5' } });
    fireEvent.change(screen.getByLabelText('Longitude'), { target: { value: '13.4' } });
    fireEvent.change(screen.getByLabelText('Zoom (1 to 20)'), { target: { value: '16' } });
    // UI-080: the marker goes with the typed centre.
    expect(latest).toEqual({
      addressLine1: 'Europaplatz 1',
      mapLat: 52.5,
      markerLat: 52.5,
      mapLng: 13.4,
      markerLng: 13.4,
      mapZoom: 16,
    });
    expect(screen.getByLabelText('Latitude').getAttribute('min')).toBe('-90');
    expect(screen.getByLabelText('Longitude').getAttribute('max')).toBe('180');
    expect(screen.getByLabelText('Zoom (1 to 20)').getAttribute('max')).toBe('20');
  });
});

describe('Settings › Maps (issue 19)', () => {
  it('UI-088 the owner saves a Google Maps key; the section says who draws maps and answers place search', async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MapsSection />
      </QueryClientProvider>,
    );
    await screen.findByText(/maps are drawn with OpenStreetMap data/);
    screen.getByText(/Place search in the Map block is off/);
    fireEvent.change(screen.getByLabelText('Google Maps key (optional)'), {
      target: { value: 'AIzaKey_123' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save key' }));
    await screen.findByText('The Google Maps key is saved.');
    expect(puts).toEqual([{ googleMapsApiKey: 'AIzaKey_123' }]);
    await waitFor(() => screen.getByText(/drawn by Google Maps with this key/));
  });
});
