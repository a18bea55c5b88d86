import { PageTitle } from '../../../components/PageTitle';
import { es } from '../../../locales/es';
import { ScopedStatement } from '../components/ScopedStatement';
import '../statements.css';

/**
 * /business/statements ('Estado de cuenta' in the back-office): the business's owner or one of its
 * cashiers reconciles the owner's accounts with the payments reported for the business's raffles.
 */
export default function BusinessStatementPage() {
  return (
    <section className="rifa-page rifa-statement-page">
      <PageTitle>{es.statements.business.title}</PageTitle>
      <ScopedStatement scope="business" />
    </section>
  );
}
