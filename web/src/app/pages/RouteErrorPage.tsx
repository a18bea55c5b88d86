import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { es } from '../../locales/es';

/**
 * Shown when a route fails to render or its code cannot be loaded (e.g. after a new deploy). Plain
 * markup on purpose: it is part of the entry chunk.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="rifa-centered">
      <div className="rifa-error">
        <h1 className="rifa-error__title">{notFound ? es.notFound.title : es.errors.routeTitle}</h1>
        <p className="rifa-error__text">
          {notFound ? es.notFound.subtitle : es.errors.routeSubtitle}
        </p>
        {notFound ? (
          <Link to="/" className="rifa-error__action">
            {es.common.backHome}
          </Link>
        ) : (
          <button
            type="button"
            className="rifa-error__action"
            onClick={() => window.location.reload()}
          >
            {es.errors.reload}
          </button>
        )}
      </div>
    </main>
  );
}
