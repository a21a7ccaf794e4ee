import type { Frame } from './frames';

/**
 * The trauma bond, read as its own finding by the same reader (docs/scoring.md, 'Trauma bond'):
 * a cycle of hurt, break-ups and intense reunions (`cycle`), and feeling unable to leave although
 * it hurts (`bond`). Our own phrasing of what the literature on intermittent reinforcement and
 * traumatic bonding describes.
 */
export type TraumaBondKind = 'cycle' | 'bond';

function frame(kind: TraumaBondKind, source: string): Frame {
  return { domain: kind, who: 'stated', pattern: new RegExp(`(?<v>${source})`) };
}

export const TRAUMA_BOND_FRAMES: readonly Frame[] = [
  frame(
    'cycle',
    [
      '(?:break|breaks|broke|broken|breaking) up (?:and|then|only to) (?:\\S+ ){0,2}(?:get|gets|got|getting|go|going|went|come|came) back',
      '(?:broken|broke|split|splitting) up (?:\\S+ ){0,2}(?:\\d+|two|three|four|five|six|seven|eight|nine|ten|several|many|a few|a dozen|so many|countless|loads of) times',
      '(?:we|i) (?:always |keep |kept )?(?:get|getting|got) back together',
      'on and off|on again off again|on off|off and on',
      'hot and cold|push and pull|one minute (?:\\S+ ){0,8}the next',
      '(?:the )?highs (?:are|were) (?:so )?(?:high|amazing|incredible)|highs and lows|ups and downs (?:are|were) (?:extreme|intense|brutal)',
      '(?:sweet|lovely|perfect|amazing|loving|romantic|attentive|kind) (?:\\S+ ){0,3}(?:after|afterwards|the next day|again after)',
      '(?:make|makes|made|making) it up to me|make up for it|the making up|make up sex',
      'honeymoon (?:phase|period|stage) after|(?:flowers|gifts|presents) (?:\\S+ ){0,3}(?:after|every time|then)|love bomb\\w*',
      '(?:apologi[sz]e|apologi[sz]es|apologi[sz]ed|says sorry|said sorry|cries|cried|begs|begged|promises|promised) (?:\\S+ ){0,6}(?:then|and then|but then|until) (?:\\S+ ){0,3}(?:again|it happens|does it)',
      'promise (?:\\S+ ){0,2}(?:it will|it would) never happen again|never happen again',
      '(?:walks|walked|storms|stormed) out (?:\\S+ ){0,4}(?:comes|came) back|i (?:leave|left) (?:\\S+ ){0,3}(?:go|went|come|came) back',
      'intense (?:reunions|make ups|making up)',
    ].join('|'),
  ),
  frame(
    'bond',
    [
      '(?:can not|could not|unable to|do not know how to) (?:\\S+ ){0,2}(?:leave|walk away|let go|get out|live without|imagine (?:my )?life without|be without|stay away)',
      '(?:keep|keeps|kept|always) (?:going|coming|running|crawling) back',
      'go back every time|(?:always|still) go back',
      'addicted to (?:@p|us|the|this|it|our)|like an addiction|like a drug',
      'even though (?:it|@p) (?:hurts|hurt|is bad|is not good|breaks)',
      'i know (?:it|@p|this) (?:is|was|are) (?:\\S+ ){0,2}(?:bad|not good|toxic|unhealthy|wrong) for me',
      '(?:nobody|no one|no body) (?:else )?(?:would|will|could) (?:ever )?(?:want|love|have|put up with) me',
      '@p is all i have|all i have is @p|lost myself|(?:feel|felt|am|was) (?:\\S+ ){0,1}(?:stuck|trapped)',
      '(?:need|needs) @p (?:to breathe|like air|to survive)|without @p i (?:am|would be) nothing',
    ].join('|'),
  ),
];
