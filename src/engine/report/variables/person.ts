import type { PersonRead } from '../match';
import { absolutesVariables } from './absolutes';
import { attachmentVariables } from './attachment';
import { blameVariables } from './blame';
import type { VarValue } from './define';
import { effortVariables } from './effort';
import { futureVariables } from './future';
import { honestyVariables } from './honesty';
import { horsemenVariables } from './horsemen';
import { loveLanguageVariables } from './love-language';
import { sentimentVariables } from './sentiment';
import { traumaBondVariables } from './trauma-bond';
import { valuesVariables } from './values';

/** Every per-person family, in report order. Both people go through the same functions. */
export function personVariables(person: PersonRead): VarValue[] {
  return [
    ...effortVariables(person),
    ...sentimentVariables(person),
    ...horsemenVariables(person),
    ...absolutesVariables(person),
    ...blameVariables(person),
    ...attachmentVariables(person),
    ...traumaBondVariables(person),
    ...loveLanguageVariables(person),
    ...valuesVariables(person),
    ...futureVariables(person),
    ...honestyVariables(person),
  ];
}
