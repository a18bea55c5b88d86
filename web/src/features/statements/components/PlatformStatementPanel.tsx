import { ScopedStatement } from './ScopedStatement';

/**
 * The admin panel's 'Estado de cuenta' tab: the super admin matches the platform's statement with
 * the subscription payments waiting; "Verificar los coincidentes" approves them as 'Aprobar' does.
 */
export default function PlatformStatementPanel() {
  return <ScopedStatement scope="admin" />;
}
