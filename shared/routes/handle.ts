/** What every route object carries in `handle` (shared/routes/route-objects.tsx), and the hook that reads the current page's. */
import { useMatches } from 'react-router';
import type { Lang } from '../i18n/lang.js';
import type { AnyRouteDefinition } from './define.js';

export type RouteHandle = { definition: AnyRouteDefinition; lang: Lang };

/** The current page's route: its definition (path, query…) and language. */
export function usePageRoute(): RouteHandle | undefined {
  const matches = useMatches();
  return matches[matches.length - 1]?.handle as RouteHandle | undefined;
}
