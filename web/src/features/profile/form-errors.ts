export { apiFieldErrors, errorMessage, type FieldErrorEntry } from '../../lib/form-errors';
