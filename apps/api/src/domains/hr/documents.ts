// Staff documents (an appointment letter, a CNIC copy, a degree): a PDF, PNG or JPEG of at most
// 2 MiB, the type decided by the file's first bytes (the diary attachment's sniffing), which must
// agree with the declared type. Images are decoded and encoded again like a student's photo, so
// what is stored is pixels this code wrote, without metadata. The office uploads, lists, reads
// and deletes them; uploads and deletions are audited (title, type, size; never the bytes).
import type { AppDeps } from '../../deps.js';
import { checkImage, LogoRefused } from '../../documents/logo-image.js';
import type { AuthContext } from '../../http/context.js';
import { conflict, invalidField, notFound } from '../../http/errors.js';
import { defineMessages } from '../../http/i18n/messages.js';
import type { Body, Schemas } from '../../http/types.js';
import { audit } from '../audit/service.js';
import { sniffAttachmentType } from '../diary/attachment.js';
import { schoolTenantId } from '../school/policy.js';
import { MEMBER_MESSAGES } from './member.js';
import { requireHrAdmin } from './policy.js';
import * as repo from './repository.js';
import { inHr } from './transaction.js';

const DOCUMENT_MAX_BYTES = 2 * 1024 * 1024;

const IMAGE_LIMITS = {
  maxBytes: DOCUMENT_MAX_BYTES,
  minSide: 16,
  maxSide: 4000,
  maxPixels: 12_000_000,
  maxStoredBytes: DOCUMENT_MAX_BYTES,
} as const;

const DOCUMENT_MESSAGES = defineMessages('hr.documents', {
  notFound: { en: 'Document not found.', ur: 'دستاویز نہیں ملی۔' },
  title: {
    en: 'Enter a title for the document, for example Appointment letter.',
    ur: 'دستاویز کا عنوان لکھیں، مثلاً تقرری کا خط۔',
  },
  badBase64: {
    en: 'The document could not be read: send the file as base64.',
    ur: 'دستاویز پڑھی نہیں جا سکی: فائل base64 میں بھیجیں۔',
  },
  empty: { en: 'The document is empty.', ur: 'دستاویز خالی ہے۔' },
  tooLarge: {
    en: 'The document is too large: at most 2 MiB.',
    ur: 'دستاویز بہت بڑی ہے: زیادہ سے زیادہ 2 MiB۔',
  },
  notAllowed: {
    en: 'The document must be a PDF, PNG or JPEG file.',
    ur: 'دستاویز PDF، PNG یا JPEG فائل ہونی چاہیے۔',
  },
  typeMismatch: {
    en: 'The file is not the type it says it is; choose a PDF, PNG or JPEG file.',
    ur: 'فائل اس قسم کی نہیں جو بتائی گئی ہے؛ PDF، PNG یا JPEG فائل منتخب کریں۔',
  },
  noRecord: {
    en: "Save the staff member's record before adding documents.",
    ur: 'دستاویزات شامل کرنے سے پہلے عملے کے رکن کا ریکارڈ محفوظ کریں۔',
  },
  imageTooFewPixels: {
    en: 'The image is too small: at least 16 pixels a side.',
    ur: 'تصویر بہت چھوٹی ہے: ہر طرف کم از کم 16 پکسل۔',
  },
  imageTooManyPixels: {
    en: 'The image is too large: at most 4,000 pixels a side and 12 megapixels.',
    ur: 'تصویر بہت بڑی ہے: ہر طرف زیادہ سے زیادہ 4,000 پکسل اور کل 12 میگا پکسل۔',
  },
  imageUnreadable: {
    en: 'The image is damaged or incomplete and could not be read.',
    ur: 'تصویر خراب یا نامکمل ہے اور پڑھی نہیں جا سکی۔',
  },
  imageStoredTooLarge: {
    en: 'The image has too much detail to store in 2 MiB; save it smaller or as a JPEG.',
    ur: 'تصویر میں اتنی تفصیل ہے کہ 2 MiB میں محفوظ نہیں ہو سکتی؛ اسے چھوٹا کر کے یا JPEG میں محفوظ کریں۔',
  },
});

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

type DocumentType = Schemas['StaffDocumentType'];

/** The file as it will be stored, or a 422 naming the field and the reason. */
function checkedFile(body: Body<'uploadStaffDocument'>): { type: DocumentType; content: Buffer } {
  const text = body.data_base64.replace(/\s+/g, '');
  if (!BASE64.test(text) || text.length % 4 === 1)
    throw invalidField('data_base64', DOCUMENT_MESSAGES.badBase64);
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length === 0) throw invalidField('data_base64', DOCUMENT_MESSAGES.empty);
  if (bytes.length > DOCUMENT_MAX_BYTES)
    throw invalidField('data_base64', DOCUMENT_MESSAGES.tooLarge);
  const type = sniffAttachmentType(bytes);
  if (!type) throw invalidField('data_base64', DOCUMENT_MESSAGES.notAllowed);
  if (type !== body.content_type)
    throw invalidField('content_type', DOCUMENT_MESSAGES.typeMismatch);
  if (type === 'application/pdf') return { type, content: bytes };
  try {
    const image = checkImage(bytes, type, {
      limits: IMAGE_LIMITS,
      messages: {
        notImage: DOCUMENT_MESSAGES.notAllowed,
        typeMismatch: DOCUMENT_MESSAGES.typeMismatch,
        tooLarge: DOCUMENT_MESSAGES.tooLarge,
        badBase64: DOCUMENT_MESSAGES.badBase64,
        tooFewPixels: DOCUMENT_MESSAGES.imageTooFewPixels,
        tooManyPixels: DOCUMENT_MESSAGES.imageTooManyPixels,
        unreadable: DOCUMENT_MESSAGES.imageUnreadable,
        storedTooLarge: DOCUMENT_MESSAGES.imageStoredTooLarge,
      },
    });
    return { type, content: image.image };
  } catch (error) {
    if (error instanceof LogoRefused) throw invalidField('data_base64', error.reason);
    throw error;
  }
}

export async function uploadStaffDocument(
  deps: AppDeps,
  auth: AuthContext,
  userId: number,
  body: Body<'uploadStaffDocument'>,
): Promise<Schemas['StaffDocument']> {
  requireHrAdmin(auth);
  const tenantId = schoolTenantId(auth);
  const title = body.title.replace(/\s+/g, ' ').trim();
  if (!title) throw invalidField('title', DOCUMENT_MESSAGES.title);
  const file = checkedFile(body);
  return inHr(deps, auth, async (tx) => {
    if (!(await repo.staffUser(tx, tenantId, userId)))
      throw notFound(MEMBER_MESSAGES.staffNotFound);
    if (!(await repo.findRecord(tx, tenantId, userId))) throw conflict(DOCUMENT_MESSAGES.noRecord);
    const id = await repo.insertDocument(
      tx,
      tenantId,
      userId,
      { title, content_type: file.type, content: file.content },
      auth.user.id,
    );
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'staff_document.uploaded',
      entityType: 'staff_document',
      entityId: id,
      changes: { user_id: userId, title, content_type: file.type, bytes: file.content.length },
    });
    const saved = await repo.findDocument(tx, tenantId, id);
    return {
      id,
      title,
      content_type: file.type,
      byte_size: file.content.length,
      created_at: saved!.created_at.toISOString(),
    };
  });
}

export async function getStaffDocument(
  deps: AppDeps,
  auth: AuthContext,
  documentId: number,
): Promise<Schemas['StaffDocumentFile']> {
  requireHrAdmin(auth);
  const tenantId = schoolTenantId(auth);
  const doc = await inHr(deps, auth, (tx) => repo.findDocument(tx, tenantId, documentId));
  if (!doc) throw notFound(DOCUMENT_MESSAGES.notFound);
  return {
    id: doc.id,
    title: doc.title,
    content_type: doc.content_type,
    byte_size: doc.size_bytes,
    data_base64: doc.content.toString('base64'),
  };
}

export async function deleteStaffDocument(
  deps: AppDeps,
  auth: AuthContext,
  documentId: number,
): Promise<void> {
  requireHrAdmin(auth);
  const tenantId = schoolTenantId(auth);
  await inHr(deps, auth, async (tx) => {
    const doc = await repo.findDocument(tx, tenantId, documentId);
    if (!doc) throw notFound(DOCUMENT_MESSAGES.notFound);
    await repo.deleteDocument(tx, tenantId, documentId);
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'staff_document.deleted',
      entityType: 'staff_document',
      entityId: documentId,
      changes: { user_id: doc.user_id, title: doc.title, content_type: doc.content_type },
    });
  });
}
