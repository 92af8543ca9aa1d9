import { EmployeePermission, HoldingRequestStatus } from '@registry/domain';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { reportsTheTumourSql } from '../../platform/child-access';
import type { Mailer } from '../../platform/mailer';

/** The notice, in the recipient's language: no child's data in an e-mail, only where to look. */
const texts = {
  ro: {
    subject: 'O unitate cere acces la fișa unui copil îngrijit de unitatea dumneavoastră',
    text: (unit: string, link: string) =>
      `Bună ziua,\n\nUnitatea ${unit} a raportat un diagnostic nou pentru un copil pe care unitatea dumneavoastră îl îngrijește și cere acces la fișa lui (date de contact, adrese, documente). Până la confirmare nu vede decât ce a raportat.\n\nConfirmați sau refuzați cererea în registru, la „Cereri de acces la fișa copilului”: ${link}\n\nUn evaluator al registrului poate hotărî și el.`,
  },
  en: {
    subject: 'A unit asks for access to the record of a child your unit cares for',
    text: (unit: string, link: string) =>
      `Hello,\n\nThe unit ${unit} reported a new diagnosis for a child your unit cares for and asks for access to the child's record (contacts, addresses, files). Until it is confirmed it sees only what it reported.\n\nConfirm or refuse the request in the registry, under "Requests to hold a child's record": ${link}\n\nA reviewer of the registry may decide too.`,
  },
};

type Recipient = { request_id: number; unit: string; email: string; language_id: number };

/**
 * Mails the holding units' administrators and case owners about each pending request not yet
 * noticed (the request row is its own outbox: claimed by setting `noticed_at`, so a notice goes out
 * once across API servers). Called after the commit of the save or import that filed requests, and
 * by a scheduled job for any a failed send left. A failed send is logged; the request still waits
 * in the holding units' list either way.
 */
export async function mailHoldingNotices(db: Db, mailer: Mailer, publicUrl: string, log: FastifyBaseLogger) {
  const claimed = (await db.execute(sql`
    update child_holding_requests set noticed_at = now()
    where noticed_at is null and status = ${HoldingRequestStatus.Pending}
    returning id`)) as unknown as { rows: { id: number }[] };
  if (claimed.rows.length === 0) return 0;
  const ids = sql.join(
    claimed.rows.map((r) => sql`${r.id}`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    select distinct q.id as request_id, ru.name as unit, us.email, us.language_id
    from child_holding_requests q
    join cancer_notifications rn on rn.id = q.notification_id
    join reporting_units ru on ru.id = q.reporting_unit_id
    join (select n.patient_id, n.reporting_unit_id as unit_id from cancer_notifications n
            where ${reportsTheTumourSql('n')} and n.grants_holding
          union select m.patient_id, m.reporting_unit_id from medical_cases m where m.is_deleted = false) h
      on h.patient_id = rn.patient_id and h.unit_id <> q.reporting_unit_id
    join employees e on e.reporting_unit_id = h.unit_id and e.is_deleted = false
    join employee_permissions ep on ep.employee_id = e.id
      and ep.permission_id in (${EmployeePermission.Admin}, ${EmployeePermission.CaseOwner})
    join users us on us.id = e.user_id and us.is_deleted = false
    where q.id in (${ids})`)) as unknown as { rows: Recipient[] };
  // The pending requests are shown above the patient list (web `HoldingRequestsPanel`).
  const link = `${publicUrl.replace(/\/$/, '')}/patient`;
  let sent = 0;
  for (const r of result.rows) {
    const t = Number(r.language_id) === 2 ? texts.en : texts.ro;
    try {
      await mailer.send({ to: r.email, subject: t.subject, text: t.text(r.unit, link) });
      sent++;
    } catch (err) {
      log.error({ err, requestId: r.request_id }, 'holding notice not sent');
    }
  }
  return sent;
}
