import { describe, expect, it } from 'vitest';
import { displayNameFromEmail, homeForRole, roleLabel } from './identity';

describe('displayNameFromEmail', () => {
  it('is the part of the email before the @', () => {
    expect(displayNameFromEmail('ana.perez@negocio.com')).toBe('ana.perez');
    expect(displayNameFromEmail('cajero+1@rifa.com.ve')).toBe('cajero+1');
  });

  it('keeps a value without @ and is empty without an email', () => {
    expect(displayNameFromEmail('admin')).toBe('admin');
    expect(displayNameFromEmail('')).toBe('');
    expect(displayNameFromEmail(null)).toBe('');
    expect(displayNameFromEmail(undefined)).toBe('');
  });
});

describe('roleLabel', () => {
  it('names the back-office roles in Spanish', () => {
    expect(roleLabel('business')).toBe('Administrador');
    expect(roleLabel('cashier')).toBe('Cajero');
    expect(roleLabel('super_admin')).toBe('Super Administrador');
    expect(roleLabel('anything-else')).toBe('Usuario');
    expect(roleLabel(undefined)).toBe('Usuario');
  });
});

describe('homeForRole', () => {
  it('sends super admins to the admin dashboard and everyone else to raffles', () => {
    expect(homeForRole('super_admin')).toBe('/business/admin');
    expect(homeForRole('business')).toBe('/business/raffles');
    expect(homeForRole('cashier')).toBe('/business/raffles');
  });
});
