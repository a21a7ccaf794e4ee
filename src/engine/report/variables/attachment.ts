import type { PersonRead } from '../match';
import { type VarValue, variable } from './define';

/** Attachment markers: anxiety, avoidance and a secure base. */
export function attachmentVariables(person: PersonRead): VarValue[] {
  const anxiety = person.hits.anxiety.length;
  const avoidance = person.hits.avoidance.length;
  const security = person.hits.security.length;
  return [
    variable('attachment_anxiety', 'Attachment anxiety markers', anxiety, 0, 20),
    variable('attachment_avoidance', 'Attachment avoidance markers', avoidance, 0, 20),
    variable('attachment_security', 'Secure-base markers', security, 0, 20),
    variable(
      'attachment_security_index',
      'Security index',
      (security + 1) / (security + anxiety + avoidance + 2),
      0,
      1,
    ),
  ];
}
