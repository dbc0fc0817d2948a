/**
 * Routes /v1 requests by walking the endpoint table, so the table is the
 * allow-list. A literal segment beats a parameter (POST /v1/claims/doc is the
 * upload, GET /v1/claims/doc reads claim "doc"); the claim submission path(s) not
 * enabled by `claimPath` answer 404 like any unknown route.
 */
import { CLAIM_SUBMIT_PATHS, endpoints, type EndpointName, type ClaimSubmitPath } from '../../../shared/wire/endpoints';

export type ClaimPathMode = 'claims' | 'submit' | 'both';

export type RouteMatch =
  | { readonly kind: 'found'; readonly name: EndpointName; readonly params: Record<string, string> }
  | { readonly kind: 'method-not-allowed'; readonly allowed: readonly string[] }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'bad-path' };

interface Route {
  readonly name: EndpointName;
  readonly method: string;
  /** Literal text, or null for a parameter named in `params` at the same index. */
  readonly segments: readonly (string | null)[];
  readonly paramNames: readonly (string | undefined)[];
  readonly paramCount: number;
}

const CLAIM_PATHS_BY_MODE: Record<ClaimPathMode, readonly ClaimSubmitPath[]> = {
  claims: ['/v1/claims'],
  submit: ['/v1/claims/submit'],
  both: CLAIM_SUBMIT_PATHS,
};

function compile(name: EndpointName, method: string, path: string): Route {
  const parts = path.split('/');
  const segments = parts.map((part) => (/^\{\w+\}$/.test(part) ? null : part));
  const paramNames = parts.map((part) => /^\{(\w+)\}$/.exec(part)?.[1]);
  return { name, method, segments, paramNames, paramCount: segments.filter((s) => s === null).length };
}

export function createRouter(claimPath: ClaimPathMode): (method: string, pathname: string) => RouteMatch {
  const enabledClaimPaths = CLAIM_PATHS_BY_MODE[claimPath];
  const disabledClaimPaths = CLAIM_SUBMIT_PATHS.filter((path) => !enabledClaimPaths.includes(path));
  const routes = (Object.keys(endpoints) as EndpointName[])
    .flatMap((name) => {
      const spec = endpoints[name];
      const paths = name === 'submitClaim' ? enabledClaimPaths : [spec.path];
      return paths.map((path) => compile(name, spec.method, path));
    })
    .sort((a, b) => a.paramCount - b.paramCount);

  return (method, pathname) => {
    if (method === 'POST' && (disabledClaimPaths as readonly string[]).includes(pathname)) return { kind: 'not-found' };
    const parts = pathname.split('/');
    const matching: { route: Route; params: Record<string, string> }[] = [];
    for (const route of routes) {
      const params = matchRoute(route, parts);
      if (params === 'bad-path') return { kind: 'bad-path' };
      if (params) matching.push({ route, params });
    }
    const found = matching.find(({ route }) => route.method === method);
    if (found) return { kind: 'found', name: found.route.name, params: found.params };
    if (matching.length > 0)
      return { kind: 'method-not-allowed', allowed: [...new Set(matching.map((m) => m.route.method))] };
    return { kind: 'not-found' };
  };
}

function matchRoute(route: Route, parts: readonly string[]): Record<string, string> | null | 'bad-path' {
  if (parts.length !== route.segments.length) return null;
  const fits = route.segments.every((literal, i) => (literal === null ? parts[i] !== '' : literal === parts[i]));
  if (!fits) return null;
  const params: Record<string, string> = {};
  for (const [i, name] of route.paramNames.entries()) {
    if (name === undefined) continue;
    try {
      params[name] = decodeURIComponent(parts[i] ?? '');
    } catch {
      return 'bad-path';
    }
  }
  return params;
}
