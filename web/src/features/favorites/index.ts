/** What other features use of favourites (ARCHITECTURE §10: they import only this file). */
export { FavoriteButton } from './components/FavoriteButton';
export { favoriteKeys, listFavoriteRaffles, type Favorite } from './api/favorites';
export { useFavoritesLive } from './use-favorites-live';
