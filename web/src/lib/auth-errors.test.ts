import { describe, expect, it } from 'vitest';
import { authErrorMessage } from './auth-errors';

function authError(code: string | undefined, message: string, status: number, extra = {}) {
  return Object.assign(new Error(message), { name: 'AuthApiError', code, status, ...extra });
}

describe('authErrorMessage', () => {
  it.each([
    ['invalid_credentials', 400, 'Correo o contraseña incorrectos.'],
    [
      'user_banned',
      403,
      'Tu cuenta está suspendida por la administración de Rifa. Si crees que es un error, escríbenos.',
    ],
    ['user_already_exists', 422, 'Ya existe una cuenta con este correo.'],
    ['validation_failed', 400, 'Revisa los datos e inténtalo de nuevo.'],
    [
      'over_request_rate_limit',
      429,
      'Demasiados intentos. Espera un momento e inténtalo de nuevo.',
    ],
    ['same_password', 422, 'La contraseña nueva debe ser distinta de la actual.'],
    ['session_not_found', 403, 'Tu sesión expiró. Inicia sesión de nuevo.'],
    ['bad_jwt', 403, 'Tu sesión expiró. Inicia sesión de nuevo.'],
    ['otp_expired', 403, 'El enlace expiró o ya fue usado. Pide uno nuevo.'],
  ])('maps %s to Spanish', (code, status, expected) => {
    expect(authErrorMessage(authError(code, 'english', status))).toBe(expected);
  });

  it('tells a short password from a common one (weak_password reasons)', () => {
    expect(authErrorMessage(authError('weak_password', 'weak', 422, { reasons: ['length'] }))).toBe(
      'La contraseña debe tener al menos 8 caracteres.',
    );
    expect(authErrorMessage(authError('weak_password', 'weak', 422, { reasons: ['pwned'] }))).toBe(
      'Esa contraseña es muy común; elige otra.',
    );
  });

  it('falls back on the status and the message when there is no code', () => {
    expect(authErrorMessage(authError(undefined, 'Too many', 429))).toBe(
      'Demasiados intentos. Espera un momento e inténtalo de nuevo.',
    );
    expect(authErrorMessage(authError(undefined, 'Invalid login credentials', 400))).toBe(
      'Correo o contraseña incorrectos.',
    );
  });

  it('names a network failure and anything else', () => {
    const network = Object.assign(new Error('Failed to fetch'), {
      name: 'AuthRetryableFetchError',
      status: 0,
    });
    expect(authErrorMessage(network)).toBe(
      'No se pudo conectar con el servidor. Revisa tu conexión e intenta de nuevo.',
    );
    expect(authErrorMessage(new TypeError('Failed to fetch'))).toBe(
      'No se pudo conectar con el servidor. Revisa tu conexión e intenta de nuevo.',
    );
    expect(authErrorMessage('???')).toBe('Ocurrió un error inesperado. Intenta nuevamente.');
  });
});
