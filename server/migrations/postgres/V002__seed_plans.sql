-- The four default plans (operators may edit them later). Fixed ids so that every installation
-- shares them. Prices in USD cents per month; max_active_raffles / max_cashiers NULL = unlimited.
INSERT INTO subscription_plans
  (id, name, slug, description, price_cents, is_active, can_create_public, can_create_private,
   has_admin_panel, max_active_raffles, max_tickets_per_raffle, max_cashiers, sort_order)
VALUES
  ('00000000-0000-4000-8000-000000000001', 'Gratis', 'gratis',
   'Para empezar: una rifa pública activa de hasta 100 números.',
   0, TRUE, TRUE, FALSE, FALSE, 1, 100, 0, 1),
  ('00000000-0000-4000-8000-000000000002', 'Básico', 'basico',
   'Hasta 5 rifas públicas activas de hasta 1.000 números.',
   500, TRUE, TRUE, FALSE, FALSE, 5, 1000, 0, 2),
  ('00000000-0000-4000-8000-000000000003', 'Pro', 'pro',
   'Rifas públicas y privadas ilimitadas de hasta 10.000 números.',
   1500, TRUE, TRUE, TRUE, FALSE, NULL, 10000, 0, 3),
  ('00000000-0000-4000-8000-000000000004', 'Negocio', 'negocio',
   'Todo lo de Pro más el panel de administración y hasta 10 cajeros para vender en taquilla.',
   4000, TRUE, TRUE, TRUE, TRUE, NULL, 10000, 10, 4);
