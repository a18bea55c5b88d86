/**
 * Account mail (issue 37 part 3) through a real SMTP listener: the welcome after sign-up, the
 * purchase confirmation (online and at the counter with an e-mail typed), and plan approval
 * mailed like its rejection. Confirmations are transactional: they go whatever the user's
 * `email_notifications` switch says. Both databases.
 */
import { test, expect } from '../support/fixtures';
import {
  api,
  buyTicket,
  createRaffle,
  pendingSubscriptionPayment,
  reviewSubscriptionPayment,
  signUp,
  superAdmin,
} from '../support/api';
import { uniqueEmail } from '../support/accounts';
import { startServer } from '../support/server';
import { decodeMailText, mailsTo, startSmtpServer } from '../support/smtp';

/** The sink keeps bytes as latin1; the mail's text is UTF-8. */
const textOf = (data: string) => Buffer.from(decodeMailText(data), 'latin1').toString('utf8');

test('sign-up, purchase and plan approval are e-mailed', async ({ database }) => {
  const smtp = await startSmtpServer();
  const server = await startServer({
    database,
    env: { SMTP_URL: smtp.url, RATE_LIMIT_MULTIPLIER: '100' },
  });
  try {
    const creator = await signUp(server, 'Creadora');
    const buyer = await signUp(server, 'Bruno Comprador', uniqueEmail('bruno'));
    await expect.poll(() => mailsTo(smtp, buyer.email, 'Bienvenido a Rifa').length).toBe(1);
    const welcome = textOf(mailsTo(smtp, buyer.email, 'Bienvenido')[0]!.data);
    expect(welcome).toContain('Hola, Bruno Comprador:');
    expect(welcome).toContain(`${server.url}/app`);

    // The switch off does not stop a confirmation.
    const off = await api(server, '/profiles/me', {
      method: 'PATCH',
      token: buyer.token,
      body: JSON.stringify({ email_notifications: false }),
    });
    expect(off.status).toBe(200);
    const raffle = await createRaffle(server, creator, { title: 'Moto nueva' });
    const ticket = (await buyTicket(server, buyer, raffle.id, [7, 42])) as unknown as {
      id: string;
      receipt_code: string;
    };
    await expect.poll(() => mailsTo(smtp, buyer.email, 'compra confirmada').length).toBe(1);
    const bought = textOf(mailsTo(smtp, buyer.email, 'compra confirmada')[0]!.data);
    expect(bought).toContain('Compraste los números 07 y 42 de la rifa «Moto nueva»');
    expect(bought).toContain(`/app/tickets/${ticket.id}`);
    expect(bought).toContain(ticket.receipt_code);
    expect(bought).toContain('Reporta tu pago antes del');
    // The creator's own sale notice is not a confirmation: nothing to the creator but the welcome.
    expect(mailsTo(smtp, creator.email).length).toBe(1);

    // Plan approval, like the rejection, reaches the payer's mailbox.
    const admin = await superAdmin(server);
    const payer = await signUp(server, 'Pagadora');
    const { paymentId } = await pendingSubscriptionPayment(server, payer, 'Pro');
    const approved = await reviewSubscriptionPayment(server, admin, paymentId, 'approve');
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    await expect.poll(() => mailsTo(smtp, payer.email, 'Pago aprobado').length).toBe(1);
    expect(textOf(mailsTo(smtp, payer.email, 'Pago aprobado')[0]!.data)).toContain(
      'Aprobamos tu pago del plan «Pro»',
    );
  } finally {
    await server.stop();
    await smtp.close();
  }
});
