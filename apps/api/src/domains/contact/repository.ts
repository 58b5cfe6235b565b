import type { Tx } from '../../db/client.js';
import { contactEnquiries } from '../../db/schema/contact.js';

interface NewEnquiry {
  name: string;
  email: string;
  phone: string | null;
  organization: string | null;
  subject: string | null;
  message: string;
}

export async function insertEnquiry(tx: Tx, enquiry: NewEnquiry): Promise<number> {
  const [row] = await tx
    .insert(contactEnquiries)
    .values(enquiry)
    .returning({ id: contactEnquiries.id });
  return row!.id;
}
