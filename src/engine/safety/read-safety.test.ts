import { describe, expect, it } from 'vitest';
import { partnerQuestions } from '../../shared/questions/partner';
import { stormQuestions } from '../../shared/questions/storm';
import { FIXTURE_NAMES, loadFixture } from '../report/fixtures/load';
import { textsRaiseSafety } from './read-safety';

const fires = (text: string) => textsRaiseSafety([text], { partnerName: 'Sam' });

describe('the safety reader', () => {
  it.each([
    'He said if I ever leave he will kill himself, or me.',
    'The last time I disagreed he put his fist through the door next to my head.',
    'He reads all my messages and wants my passwords.',
    'My salary goes into his account and he gives me an allowance.',
    "it's not abuse, he just grabs me when he's angry",
    'Sam only pushed me twice.',
    "He doesn't hit me anymore.",
    'I was shoved into the wardrobe last winter.',
    'Things get physical when we argue.',
    'I walk on eggshells around him.',
    'They track my location and I have to send photos of where I am.',
    'She threatened to post my nudes if I leave.',
    'He says he will take the kids and I will never see them again.',
    'I am not allowed to see my friends.',
    'My partner pressures me into sex when I do not want it.',
    'i am scared of what he will do when he gets home',
  ])('reads a disclosure: %s', (text) => {
    expect(fires(text)).toBe(true);
  });

  it.each([
    "I'm terrified of spiders.",
    'My boss threatens to fire people.',
    'He pushed me to apply for the promotion.',
    'Our dog is not allowed on the sofa.',
    'He has never hurt me.',
    'I have never been afraid of her.',
    'She does not check my phone, we trust each other.',
    'My ex used to check my phone. Sam never does.',
    'My dad hit my mum when I was a kid.',
    'She will kill me if I forget our anniversary.',
    'He grabbed me a coffee on the way home.',
    'We share our locations on our phones, we both wanted it.',
    "I'm afraid of losing her.",
    'If anyone ever hit me I would leave.',
    'He killed it at karaoke on Friday.',
    'I got tackled hard at rugby and came home bruised.',
    'No one is bracing for a fight here, and there is no suspicion between us.',
  ])('leaves a harmless sentence alone: %s', (text) => {
    expect(fires(text)).toBe(false);
  });

  it("never fires on the ordinary couples' answers or on any answer option", () => {
    for (const name of ['aligned', 'mismatched', 'idealising', 'high-conflict'] as const) {
      const couple = loadFixture(name);
      expect(textsRaiseSafety(couple.person1Answers, { partnerName: couple.person2.name })).toBe(
        false,
      );
      expect(textsRaiseSafety(couple.person2Answers, { partnerName: couple.person1.name })).toBe(
        false,
      );
    }
    const options = [...partnerQuestions, ...stormQuestions].flatMap((q) => q.options);
    expect(options.filter((option) => fires(option))).toEqual([]);
    expect(FIXTURE_NAMES).toContain('coercive');
  });

  it('fires on the coercive fixture', () => {
    const couple = loadFixture('coercive');
    expect(textsRaiseSafety(couple.person1Answers, { partnerName: couple.person2.name })).toBe(
      true,
    );
  });
});
