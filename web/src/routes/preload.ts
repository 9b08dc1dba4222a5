import { policiesQuery, siteDataQuery } from '@portal/admin';
import { api, tokens } from '../api';
import { currentLanguage } from '../i18n';
import { readKey, STORAGE_KEYS } from '../lib/storage';
import { queryClient } from '../queries/client';
import { noticePending, preloadCookieNotice } from '../shell/CookieNotice';
import { router } from './router';
import { startRefresh } from './startupRefresh';

/**
 * What the first page needs from the network, asked for at start-up beside the dictionary instead of after
 * the first render: the code of every route matching the address (layout and page chunks; their guards
 * still run on the first navigation) and the public site data every frame reads (title, theme, flags).
 * With a stored session the user data refresh starts too; the first navigation's guard waits for that one.
 * The staff area is left out: its code is only fetched once its guards let the person in. The live socket
 * opens at once too (queries/realtime.ts, `openEarly`), so the frame's first lists are not read twice.
 */
export function startStartupRequests(): void {
  startRefresh();
  // Not for an account waiting for approval (or verification): the server would refuse the ticket.
  if (tokens.getAccessToken() && !readKey(localStorage, STORAGE_KEYS.noLiveSocket)) {
    const ticket = api.security.socketTicket();
    // Used (or dropped) by the socket's first connection; a failure there is retried like any other.
    ticket.catch(() => undefined);
    void import('../queries/realtime').then((m) => m.openEarly(ticket));
  }
  void queryClient.prefetchQuery(siteDataQuery(api));
  // The cookie notice's text, on a visit that will show it (shell/CookieNotice.tsx).
  if (noticePending()) void queryClient.prefetchQuery(policiesQuery(api, currentLanguage()));
}

/** The code of every route matching the address (see above); asked for after the data and the dictionary. */
export function preloadCurrentPage(): void {
  for (const match of router.matchRoutes(router.state.location)) {
    if (match.routeId.startsWith('/admin')) continue;
    const route = (router.routesById as Record<string, Parameters<typeof router.loadRouteChunk>[0]>)[
      match.routeId
    ];
    if (route) void router.loadRouteChunk(route)?.catch(() => undefined);
  }
}

/**
 * What the app's first commit needs to draw the page the server drew (main.tsx): the route's code and guards,
 * the site data and, on a first visit, the cookie notice. Then the drawing is replaced by the same page at
 * once, never by an empty frame or a notice that comes a moment later.
 */
export async function drawnPageReady(): Promise<void> {
  await Promise.all([
    router.load(),
    queryClient.ensureQueryData(siteDataQuery(api)),
    noticePending() && queryClient.ensureQueryData(policiesQuery(api, currentLanguage())),
    preloadCookieNotice(),
  ]).catch(() => undefined);
}
