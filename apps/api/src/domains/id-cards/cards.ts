// A section's ID cards as one printable PDF: the office, the section's active
// students of the current year; each student's verification code is made the first time their
// card is printed and kept, so a reprint carries the same QR code. Audited.
import type { AppDeps } from '../../deps.js';
import { renderIdCardsPdf } from '../../documents/id-card.js';
import type { DocumentLanguage } from '../../documents/pdf.js';
import type { AuthContext } from '../../http/context.js';
import { invalidField, notFound } from '../../http/errors.js';
import { audit } from '../audit/service.js';
import { newVerificationCode } from '../certificates/code.js';
import { requireSchoolAdmin, schoolTenantId } from '../school/policy.js';
import { currentYear, findClass, findSection } from '../school/repository.js';
import { inSchool } from '../school/transaction.js';
import { schoolName } from '../school-certificates/repository.js';
import { logoImageOf } from '../settings/repository.js';
import { ID_CARD_MESSAGES as M } from './messages.js';
import * as repo from './repository.js';

export async function downloadSectionIdCards(
  deps: AppDeps,
  auth: AuthContext,
  sectionId: number,
  language: DocumentLanguage,
): Promise<{ filename: string; pdf: Buffer }> {
  requireSchoolAdmin(auth);
  const tenantId = schoolTenantId(auth);
  const found = await inSchool(deps, auth, async (tx) => {
    const section = await findSection(tx, sectionId);
    if (!section) throw notFound(M.sectionNotFound);
    const year = await currentYear(tx);
    if (!year) throw invalidField('sectionId', M.noYear);
    const rows = await repo.cardsOfSection(tx, year.id, sectionId);
    if (!rows.length) throw invalidField('sectionId', M.emptySection);
    const cards = [];
    for (const row of rows) {
      const code =
        row.code ??
        (await repo.ensureCardCode(tx, tenantId, row.student_id, newVerificationCode()));
      cards.push({ ...row, code });
    }
    const klass = await findClass(tx, section.class_id);
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'school.id_cards_printed',
      entityType: 'section',
      entityId: sectionId,
      changes: { cards: cards.length, language },
    });
    return {
      cards,
      section: `${klass?.name ?? ''} ${section.name}`.trim(),
      school: await schoolName(tx, tenantId),
      logo: await logoImageOf(tx, tenantId),
    };
  });
  const base = deps.config.publicUrl.replace(/\/$/, '');
  const pdf = await renderIdCardsPdf(
    found.cards.map((card) => ({
      student_name: `${card.first_name} ${card.last_name}`.trim(),
      class_name: `${card.class_name} ${card.section_name}`.trim(),
      admission_no: card.admission_no,
      guardian_mobile: card.guardian_mobile,
      photo: card.photo,
      code: card.code,
      verify_url: `${base}/verify/${card.code}`,
    })),
    { school_name: found.school, section: found.section },
    language,
    { logo: found.logo },
  );
  const slug = found.section.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'section';
  return { filename: `id-cards-${slug}${language === 'ur' ? '-ur' : ''}.pdf`, pdf };
}
