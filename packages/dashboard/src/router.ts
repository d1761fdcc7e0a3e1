import { useEffect, useState } from 'preact/hooks';

/**
 * Routes live in the URL's fragment (`/dashboard/#/contracts/ctr_...`): the server serves dist/ as static files,
 * and every deep link still loads index.html.
 */
export type Route =
  | { page: 'contracts'; cursor?: string; limit?: number }
  | { page: 'contract'; id: string }
  | { page: 'webhooks' }
  | { page: 'webhook'; id: string }
  | { page: 'playbooks' }
  | { page: 'playbook'; id: string }
  | { page: 'api-keys' }
  | { page: 'not-found'; path: string };

export function parseRoute(hash: string): Route {
  const [path, query = ''] = hash.replace(/^#/, '').split('?');
  const parts = path.split('/').filter(Boolean).map(decodeURIComponent);
  const params = new URLSearchParams(query);
  switch (parts[0]) {
    case undefined:
    case 'contracts':
      if (parts.length <= 1) {
        const limit = Number(params.get('limit'));
        return {
          page: 'contracts',
          cursor: params.get('after') ?? undefined,
          ...(Number.isInteger(limit) && limit >= 1 && limit <= 100 ? { limit } : {}),
        };
      }
      if (parts.length === 2) return { page: 'contract', id: parts[1] };
      break;
    case 'webhooks':
      if (parts.length === 1) return { page: 'webhooks' };
      if (parts.length === 2) return { page: 'webhook', id: parts[1] };
      break;
    case 'playbooks':
      if (parts.length === 1) return { page: 'playbooks' };
      if (parts.length === 2) return { page: 'playbook', id: parts[1] };
      break;
    case 'settings':
      if (parts[1] === 'api-keys' && parts.length === 2) return { page: 'api-keys' };
      break;
  }
  return { page: 'not-found', path };
}

export function href(path: string): string {
  return `#${path}`;
}

export function useRoute(): Route {
  const [route, setRoute] = useState(() => parseRoute(location.hash));
  useEffect(() => {
    const update = () => setRoute(parseRoute(location.hash));
    addEventListener('hashchange', update);
    return () => removeEventListener('hashchange', update);
  }, []);
  return route;
}

export function navigate(path: string): void {
  location.hash = path;
}
