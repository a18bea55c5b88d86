import './proof-image.css';

/** antd Image's classes that open its preview fitted to the screen (a proof, whatever its size). */
export const FITTED_PREVIEW = { popup: { root: 'rifa-proof-preview' } };
