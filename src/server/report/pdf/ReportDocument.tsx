import { Document, Page, type PageLayoutProps, StyleSheet, Text, View } from '@react-pdf/renderer';
import { Children, type ReactNode } from 'react';
import { products } from '../../../shared/catalog';
import { colors } from '../../../shared/design-tokens';
import type {
  Dimension,
  PersonKey,
  Quote,
  ReportModel,
  ThemeComparison,
  ThemeVerdict,
} from '../../../shared/report/report-model';
import {
  ACTION_PLAN,
  AVERAGE_LABEL,
  appendixText,
  CONTENTS_TITLE,
  COUPLE_VARIABLES_TITLE,
  contentsText,
  coverDetails,
  coverEyebrow,
  DYNAMICS,
  engineLine,
  FOOTER_LINE,
  FORECAST,
  formatNumber,
  fosmEvidenceTitle,
  fosmLevelText,
  honestyText,
  KEEP_IN_MIND,
  MEASURES_HEADING,
  NOT_ASKED,
  NOT_GRADED_TEXT,
  notGradedProblems,
  notGradedWhose,
  OVERVIEW,
  PARTNER_SCORES_TITLE,
  personVariablesTitle,
  questionLine,
  quoteSource,
  READ_AS,
  rangeText,
  redFlagsText,
  SAFETY_TEXT,
  SCORE_CARD,
  SHADOW_WORK,
  severityText,
  sortedRedFlags,
  THEMES,
  TRAFFIC_LIGHTS_TITLE,
  traumaBondText,
  VARIABLE_MISSING,
  VARIABLE_MISSING_SHORT,
  VERDICT,
  VERDICT_WORDS,
} from '../../../shared/report/report-text';
import { NOT_ENOUGH, scoreBand } from '../../../shared/report/score-band';
import { BANDS, type Grade, gradeBand } from '../bands';
import { reportDisclaimers } from '../report-disclaimers';
import { DimensionChart, FosmMeter, ScoreGauge, TrafficDot } from './charts';
import { EmojiText } from './emoji';
import {
  CARD_PADDING,
  contentWidth,
  PAGE_MARGIN,
  type PdfPageSize,
  severityColors,
  styles,
} from './theme';

export type ReportDocumentProps = {
  model: ReportModel;
  pageSize: PdfPageSize;
  /** The date line, already formatted for the reader. */
  dateLabel: string;
  /** The same date, for the PDF's metadata. */
  generatedOn: Date;
};

/** Characters that comfortably fit in a third of a page: such blocks are never split. */
const SHORT_TEXT = 900;

/** Whether a card holding these texts and quotes is short enough to keep on one page. */
function isShort(...parts: ReadonlyArray<string | readonly Quote[] | readonly string[]>): boolean {
  let length = 0;
  for (const part of parts) {
    if (typeof part === 'string') length += part.length;
    else
      for (const item of part) length += 80 + (typeof item === 'string' ? item : item.text).length;
  }
  return length < SHORT_TEXT;
}

function Section({
  eyebrow,
  title,
  lead,
  children,
  breakBefore = false,
  keepFirst = true,
}: {
  eyebrow: string;
  title: string;
  lead?: string;
  children: ReactNode;
  breakBefore?: boolean;
  /** Keep the heading on the same page as the first block (set false when that block is long). */
  keepFirst?: boolean;
}) {
  const blocks = Children.toArray(children);
  const heading = (
    <>
      <Text style={styles.eyebrow}>{eyebrow}</Text>
      <EmojiText style={styles.h2}>{title}</EmojiText>
      {lead ? <Text style={styles.lead}>{lead}</Text> : null}
    </>
  );
  if (!keepFirst || blocks.length === 0) {
    return (
      <View style={styles.section} break={breakBefore}>
        <View wrap={false} minPresenceAhead={120}>
          {heading}
        </View>
        {blocks}
      </View>
    );
  }
  return (
    <View style={styles.section} break={breakBefore}>
      <View wrap={false}>
        {heading}
        {blocks[0]}
      </View>
      {blocks.slice(1)}
    </View>
  );
}

function Card({
  children,
  tone = 'surface',
  keepTogether = false,
}: {
  children: ReactNode;
  tone?: 'surface' | 'plum' | 'warm' | 'safety';
  keepTogether?: boolean;
}) {
  const tones = {
    surface: {},
    plum: { backgroundColor: colors['plum-soft'], borderColor: colors['plum-soft'] },
    warm: { backgroundColor: colors['warm-soft'], borderColor: colors['warm-soft'] },
    safety: {
      backgroundColor: colors.surface,
      borderColor: colors.plum,
      borderWidth: 1.5,
      borderLeftWidth: 6,
    },
  } as const;
  return (
    <View style={[styles.card, tones[tone]]} wrap={!keepTogether}>
      {children}
    </View>
  );
}

/** A card's title with its labelled chip on the right, kept on one line together. */
function TitleWithPill({
  title,
  marginBottom,
  children,
}: {
  title: string;
  marginBottom: number;
  children: ReactNode;
}) {
  return (
    <View
      wrap={false}
      style={{
        flexDirection: 'row',
        justifyContent: 'space-between',
        alignItems: 'flex-start',
        marginBottom,
      }}
    >
      <Text style={[styles.h3, { flex: 1, paddingRight: 8 }]}>{title}</Text>
      {children}
    </View>
  );
}

function Pill({ text, color, background }: { text: string; color: string; background: string }) {
  return <Text style={[styles.pill, { color, backgroundColor: background }]}>{text}</Text>;
}

function Bullets({ items }: { items: readonly string[] }) {
  return (
    <View>
      {items.map((item, index) => (
        // Items can repeat; the index keeps keys unique.
        // biome-ignore lint/suspicious/noArrayIndexKey: static list, never reordered
        <View key={index} style={styles.bulletRow} wrap={false}>
          <Text style={styles.bulletDot}>•</Text>
          <EmojiText style={styles.body} box={styles.bulletText}>
            {item}
          </EmojiText>
        </View>
      ))}
    </View>
  );
}

/** The quoted evidence for a finding, in order. */
function QuoteList({
  quotes,
  names,
}: {
  quotes: readonly Quote[];
  names: Record<PersonKey, string>;
}) {
  return (
    <>
      {quotes.map((quote) => (
        <QuoteBlock
          key={`${quote.person}-${quote.question}-${quote.text}`}
          quote={quote}
          names={names}
        />
      ))}
    </>
  );
}

function QuoteBlock({ quote, names }: { quote: Quote; names: Record<PersonKey, string> }) {
  // One Text styled as the quote box: the words, then who wrote them and to which question.
  return (
    <Text style={quoteBox.box} wrap={false}>
      <Text style={quoteBox.words}>“{quote.text}”</Text>
      {'\n'}
      <Text style={quoteBox.by}>
        <Text style={{ fontWeight: 600 }}>{names[quote.person]}</Text>
        {quoteSource(quote)}
      </Text>
    </Text>
  );
}

const quoteBox = StyleSheet.create({
  box: { ...styles.quote, fontSize: 9.5, lineHeight: 1.5 },
  words: { fontStyle: 'italic', color: colors.ink },
  by: { fontSize: 8, fontStyle: 'normal', color: colors.muted },
});

/**
 * The page chrome, rendered by react-pdf's page `layout` once per output page: the content flows
 * where `children` sits, the footer and 'Page X of Y' are absolute, in the page's bottom padding.
 * A layout (not `fixed` + `render` nodes) also opts the document into react-pdf's newer
 * pagination engine, which measures the content once instead of re-laying it out per page.
 */
function PageChrome({
  model,
  children,
  pageNumber,
  totalPages,
}: PageLayoutProps & { model: ReportModel }) {
  const { person1, person2 } = model.couple;
  // The chrome is built three times per output page (to measure the page's flow region, around
  // its content, and again with the page total: docs/decisions/019): one Text of two lines, each
  // line one string, keeps it cheap. Both Texts stay absolute, which lets the page total be added
  // without laying the content out again.
  return (
    <>
      {children}
      <Text style={styles.footer}>
        <Text style={styles.footerStrong}>mSoul</Text>
        {` · ${products[model.product].name} · ${person1.name} & ${person2.name}\n${FOOTER_LINE}`}
      </Text>
      <Text style={styles.pageNumber}>{`Page ${pageNumber} of ${totalPages}`}</Text>
    </>
  );
}

/**
 * The report under the safety rule (D-22), the same for both partners: why there is no score, and
 * where to get help. Nothing about either person, nothing quoted.
 */
function SafetyCard({ model }: { model: ReportModel }) {
  return (
    <Card tone="safety" keepTogether={isShort(model.safety.note ?? '', model.safety.resources)}>
      <Text style={[styles.eyebrow, { color: colors.plum }]}>{SAFETY_TEXT.eyebrow}</Text>
      <Text style={styles.h2}>{SAFETY_TEXT.title}</Text>
      <Text style={[styles.body, { fontWeight: 700, color: colors.plum, marginBottom: 6 }]}>
        {model.headline}
      </Text>
      {model.safety.note ? <Text style={styles.body}>{model.safety.note}</Text> : null}
      {model.safety.resources.length > 0 ? (
        <View style={{ marginTop: 8 }}>
          <Text style={styles.h3}>{SAFETY_TEXT.helpTitle}</Text>
          <Bullets items={model.safety.resources} />
        </View>
      ) : null}
    </Card>
  );
}

/**
 * The report when answers could not be read (D-24): it says plainly that it was not graded, why,
 * whose answers, each answer that could not be read with its question, and where to write.
 */
function NotGradedCard({
  model,
  notGraded,
  names,
}: {
  model: ReportModel;
  notGraded: NonNullable<ReportModel['notGraded']>;
  names: Record<PersonKey, string>;
}) {
  // Each answer with its question: the engine's reason may already quote the question.
  const problems = notGradedProblems(notGraded, names);
  return (
    <Card tone="safety" keepTogether={isShort(notGraded.reason, problems)}>
      <Text style={[styles.eyebrow, { color: colors.plum }]}>{NOT_GRADED_TEXT.eyebrow}</Text>
      <Text style={styles.h2}>{NOT_GRADED_TEXT.title}</Text>
      <Text style={[styles.body, { fontWeight: 700, color: colors.plum, marginBottom: 6 }]}>
        {model.headline}
      </Text>
      <Text style={styles.body}>{notGraded.reason}</Text>
      <Text style={[styles.body, { marginTop: 6, fontWeight: 700 }]}>
        {notGradedWhose(notGraded, names)}
      </Text>
      {problems.length > 0 ? (
        <View style={{ marginTop: 8 }}>
          <Text style={styles.h3}>{NOT_GRADED_TEXT.problemsTitle}</Text>
          {/* Small type: ten of them still leave room for the disclaimers on this page. */}
          {problems.map((problem) => (
            <View key={problem} style={[styles.bulletRow, { marginTop: 1 }]} wrap={false}>
              <Text style={[styles.bulletDot, { fontSize: 8.5 }]}>•</Text>
              <Text
                style={[styles.small, styles.bulletText, { color: colors.ink, lineHeight: 1.3 }]}
              >
                {problem}
              </Text>
            </View>
          ))}
        </View>
      ) : null}
      <View style={{ marginTop: 8 }}>
        <Text style={styles.h3}>{NOT_GRADED_TEXT.whatToDoTitle}</Text>
        <Text style={styles.body}>
          {'Write to '}
          <Text style={{ fontWeight: 700, color: colors.plum }}>{notGraded.support}</Text>
          {NOT_GRADED_TEXT.whatToDoAfter}
        </Text>
      </View>
    </Card>
  );
}

/** The score card of the cover: the gauge, the grade chip in its band's colour and words. */
function ScoreCard({ score, grade, headline }: { score: number; grade: Grade; headline: string }) {
  const band = BANDS[gradeBand(grade)];
  return (
    <Card keepTogether>
      <Text style={styles.eyebrow}>{SCORE_CARD.eyebrow}</Text>
      <View style={{ flexDirection: 'row', alignItems: 'center' }}>
        <ScoreGauge score={score} grade={grade} band={gradeBand(grade)} />
        <View style={{ flex: 1, marginLeft: 18 }}>
          <View style={{ flexDirection: 'row', alignItems: 'center', marginBottom: 8 }}>
            <View
              style={{
                backgroundColor: band.fill,
                borderRadius: 12,
                paddingHorizontal: 12,
                paddingVertical: 4,
              }}
            >
              <Text
                style={{ fontSize: 26, lineHeight: 1.2, fontWeight: 800, color: colors.surface }}
              >
                {grade}
              </Text>
            </View>
            <View style={{ marginLeft: 10 }}>
              <Text style={{ fontSize: 10, fontWeight: 700, color: band.fill }}>
                {band.gradeWord}
              </Text>
              <Text style={styles.small}>{SCORE_CARD.gradeScale}</Text>
            </View>
          </View>
          <Text style={{ fontSize: 13, lineHeight: 1.4, fontWeight: 700, color: colors.plum }}>
            {headline}
          </Text>
        </View>
      </View>
    </Card>
  );
}

function Cover({
  model,
  dateLabel,
  names,
}: {
  model: ReportModel;
  dateLabel: string;
  names: Record<PersonKey, string>;
}) {
  const { person1, person2 } = model.couple;
  const details = coverDetails(model);
  return (
    <View>
      <View
        style={{
          backgroundColor: colors.plum,
          paddingHorizontal: PAGE_MARGIN,
          paddingTop: PAGE_MARGIN,
          paddingBottom: 30,
          borderBottomLeftRadius: 28,
          borderBottomRightRadius: 28,
        }}
      >
        <View style={{ flexDirection: 'row', justifyContent: 'space-between' }}>
          <Text style={{ fontSize: 16, fontWeight: 800, color: colors.surface }}>
            m<Text style={{ color: colors.warm }}>Soul</Text>
          </Text>
          <Text style={{ fontSize: 9, color: colors['plum-soft'] }}>{dateLabel}</Text>
        </View>
        {/* An ungraded report is one page: its band is shorter, to leave room for the note. */}
        <Text style={[styles.eyebrow, { color: colors.warm, marginTop: model.graded ? 36 : 18 }]}>
          {coverEyebrow(model)}
        </Text>
        <Text style={[styles.h1, { color: colors.surface, fontSize: 32 }]}>
          {person1.name} & {person2.name}
        </Text>
        {details ? (
          <Text style={{ color: colors['plum-soft'], fontSize: 11, marginTop: 6 }}>{details}</Text>
        ) : null}
      </View>
      <View style={{ paddingHorizontal: PAGE_MARGIN, paddingTop: model.graded ? 24 : 18 }}>
        {model.safety.flagged ? <SafetyCard model={model} /> : null}
        {model.notGraded ? (
          <NotGradedCard model={model} notGraded={model.notGraded} names={names} />
        ) : null}
        {model.graded && model.score !== null && model.grade !== null ? (
          <ScoreCard score={model.score} grade={model.grade} headline={model.headline} />
        ) : null}
        {/* Ungraded (the safety rule, or answers that could not be read): no reading to list. */}
        {model.graded ? (
          <Card tone="plum" keepTogether>
            <Text style={styles.h3}>{CONTENTS_TITLE}</Text>
            <Text style={[styles.body, { color: colors.muted }]}>{contentsText(model)}</Text>
          </Card>
        ) : null}
      </View>
    </View>
  );
}

/** Items two by two, for lines of two cards that a page can break between. */
function pairs<T>(items: readonly T[]): Array<[T, T | undefined]> {
  const out: Array<[T, T | undefined]> = [];
  for (let index = 0; index < items.length; index += 2) {
    const left = items[index];
    if (left !== undefined) out.push([left, items[index + 1]]);
  }
  return out;
}

/** A dimension's traffic light (Max): the light with its words, and the engine's summary. */
function TrafficCard({ dimension, width }: { dimension: Dimension; width: number }) {
  return (
    <View style={[styles.card, { width, padding: 12 }]}>
      <View
        style={{
          flexDirection: 'row',
          justifyContent: 'space-between',
          alignItems: 'center',
          marginBottom: 4,
        }}
      >
        <Text style={{ fontWeight: 700, flex: 1, paddingRight: 6 }}>
          {dimension.score === null ? dimension.label : `${dimension.label} · ${dimension.score}`}
        </Text>
        {dimension.trafficLight ? <TrafficDot band={dimension.trafficLight} /> : null}
      </View>
      <Text style={[styles.body, { fontSize: 9, color: colors.muted }]}>
        {dimension.score === null ? NOT_ENOUGH : dimension.summary}
      </Text>
    </View>
  );
}

/** A score out of 100 with its band's colour and word, for the partner scores. */
function BandNumber({ label, value }: { label: string; value: number }) {
  const band = BANDS[scoreBand(value)];
  return (
    <View style={{ flex: 1 }}>
      <Text style={{ fontSize: 22, lineHeight: 1.2, fontWeight: 800, color: band.fill }}>
        {value}
      </Text>
      <Text style={[styles.small, { color: colors.ink, fontWeight: 600 }]}>{label}</Text>
      <Text style={[styles.small, { color: band.fill, fontWeight: 700 }]}>{band.word}</Text>
    </View>
  );
}

function Overview({
  model,
  width,
  names,
}: {
  model: ReportModel;
  width: number;
  names: Record<PersonKey, string>;
}) {
  const { max } = model;
  return (
    <Section eyebrow={OVERVIEW.eyebrow} title={OVERVIEW.title} lead={OVERVIEW.lead}>
      <Card keepTogether>
        <DimensionChart
          dimensions={model.dimensions}
          names={names}
          width={width - 2 * CARD_PADDING - 1.5}
        />
      </Card>
      {max ? (
        <Card tone="plum" keepTogether>
          <Text style={styles.h3}>{PARTNER_SCORES_TITLE}</Text>
          <View style={{ flexDirection: 'row', marginTop: 4 }}>
            <BandNumber label={names.person1} value={max.partnerScores.person1} />
            <BandNumber label={names.person2} value={max.partnerScores.person2} />
            <BandNumber label={AVERAGE_LABEL} value={max.partnerScores.average} />
          </View>
        </Card>
      ) : null}
      {max ? (
        <View>
          <View wrap={false} minPresenceAhead={60}>
            <Text style={[styles.h3, { marginTop: 6 }]}>{TRAFFIC_LIGHTS_TITLE}</Text>
          </View>
          {pairs(model.dimensions).map(([left, right]) => (
            <View
              key={left.id}
              wrap={false}
              style={{ flexDirection: 'row', justifyContent: 'space-between' }}
            >
              <TrafficCard dimension={left} width={(width - 12) / 2} />
              {right ? <TrafficCard dimension={right} width={(width - 12) / 2} /> : null}
            </View>
          ))}
        </View>
      ) : null}
    </Section>
  );
}

const themeSide = StyleSheet.create({
  header: { fontSize: 9, lineHeight: 1.4, fontWeight: 700, color: colors.plum, marginBottom: 3 },
  question: { fontSize: 8.5, fontWeight: 400, color: colors.muted },
  quote: { ...styles.quote, ...styles.quoteText, marginTop: 0 },
  reading: { ...styles.small, marginTop: 3 },
});

const VERDICTS: Record<ThemeVerdict, { word: string; color: string; background: string }> = {
  agree: { word: VERDICT_WORDS.agree, color: colors.success, background: colors['success-soft'] },
  differ: { word: VERDICT_WORDS.differ, color: colors.warning, background: colors['warning-soft'] },
  cannot_compare: {
    word: VERDICT_WORDS.cannot_compare,
    color: colors.muted,
    background: colors.canvas,
  },
};

/** One person's side of a theme: the question they answered and their own words. */
function ThemeSide({ name, answer }: { name: string; answer: ThemeComparison['person1'] }) {
  // Few nodes on purpose (react-pdf's cost grows with them): the name and the question are one
  // Text, the quote is one Text styled as the quote box, the reading one more.
  return (
    <View style={{ flex: 1 }}>
      <Text style={themeSide.header}>
        {name}
        {'\n'}
        <Text style={themeSide.question}>
          {answer ? questionLine(answer.question, answer.questionText) : NOT_ASKED}
        </Text>
      </Text>
      {answer ? <Text style={themeSide.quote}>“{answer.answer}”</Text> : null}
      {answer?.reading ? (
        <Text style={themeSide.reading}>
          <Text style={{ fontWeight: 700, color: colors.ink }}>{READ_AS}</Text>
          {answer.reading}
        </Text>
      ) : null}
    </View>
  );
}

/**
 * D-25: the two question sets paired by theme, both people's words side by side with the
 * questions they answered, and whether they agree, differ or cannot be compared.
 */
function Themes({ model, names }: { model: ReportModel; names: Record<PersonKey, string> }) {
  if (model.themes.length === 0) return null;
  return (
    <Section eyebrow={THEMES.eyebrow} title={THEMES.title} lead={THEMES.lead}>
      {model.themes.map((theme) => {
        const verdict = VERDICTS[theme.verdict];
        return (
          <Card
            key={theme.id}
            keepTogether={isShort(
              theme.summary,
              theme.person1?.answer ?? '',
              theme.person2?.answer ?? '',
            )}
          >
            <TitleWithPill title={theme.title} marginBottom={6}>
              <Pill text={verdict.word} color={verdict.color} background={verdict.background} />
            </TitleWithPill>
            <View style={{ flexDirection: 'row' }}>
              <ThemeSide name={names.person1} answer={theme.person1} />
              <View style={{ width: 14 }} />
              <ThemeSide name={names.person2} answer={theme.person2} />
            </View>
            <Text style={[styles.body, { marginTop: 8 }]}>{theme.summary}</Text>
          </Card>
        );
      })}
    </Section>
  );
}

function TraumaBond({
  traumaBond,
  names,
}: {
  traumaBond: NonNullable<ReportModel['traumaBond']>;
  names: Record<PersonKey, string>;
}) {
  const text = traumaBondText(traumaBond.detected);
  return (
    <Section
      keepFirst={isShort(traumaBond.summary, traumaBond.evidence)}
      eyebrow={text.eyebrow}
      title={text.title}
      lead={text.lead}
    >
      <Card keepTogether={isShort(traumaBond.summary, traumaBond.evidence)}>
        <View style={{ flexDirection: 'row', marginBottom: 6 }}>
          <Pill
            text={text.pill}
            color={traumaBond.detected ? colors.danger : colors.muted}
            background={traumaBond.detected ? colors['danger-soft'] : colors.canvas}
          />
        </View>
        <Text style={styles.body}>{traumaBond.summary}</Text>
        <QuoteList quotes={traumaBond.evidence} names={names} />
      </Card>
    </Section>
  );
}

function RedFlags({ model, names }: { model: ReportModel; names: Record<PersonKey, string> }) {
  const flags = sortedRedFlags(model);
  const text = redFlagsText(flags.length);
  return (
    <Section
      keepFirst={flags[0] ? isShort(flags[0].explanation, flags[0].evidence) : true}
      eyebrow={text.eyebrow}
      title={text.title}
      lead={text.lead}
    >
      {flags.map((flag) => {
        const tone = severityColors[flag.severity];
        return (
          <Card key={flag.id} keepTogether={isShort(flag.explanation, flag.evidence)}>
            <TitleWithPill title={flag.title} marginBottom={4}>
              <Pill text={severityText(flag.severity)} color={tone.fill} background={tone.soft} />
            </TitleWithPill>
            <Text style={styles.body}>{flag.explanation}</Text>
            <QuoteList quotes={flag.evidence} names={names} />
          </Card>
        );
      })}
    </Section>
  );
}

/** A section of titled prose cards (dynamics, shadow work); nothing when there are none. */
function ProseSection({
  items,
  eyebrow,
  title,
  lead,
}: {
  items: readonly { title: string; body: string }[];
  eyebrow: string;
  title: string;
  lead: string;
}) {
  if (items.length === 0) return null;
  return (
    <Section keepFirst={isShort(items[0]?.body ?? '')} eyebrow={eyebrow} title={title} lead={lead}>
      {items.map((item) => (
        <Card key={item.title} keepTogether={isShort(item.body)}>
          <Text style={styles.h3}>{item.title}</Text>
          <Text style={styles.body}>{item.body}</Text>
        </Card>
      ))}
    </Section>
  );
}

function Dynamics({ model }: { model: ReportModel }) {
  return (
    <ProseSection
      items={model.dynamics}
      eyebrow={DYNAMICS.eyebrow}
      title={DYNAMICS.title}
      lead={DYNAMICS.lead ?? ''}
    />
  );
}

function Honesty({
  model,
  honesty,
  width,
}: {
  model: ReportModel;
  honesty: NonNullable<ReportModel['honesty']>;
  width: number;
}) {
  const full = model.max !== null;
  const people = [
    [model.couple.person1.name, honesty.person1],
    [model.couple.person2.name, honesty.person2],
  ] as const;
  const text = honestyText(full);
  return (
    <Section
      keepFirst={isShort(honesty.insights)}
      eyebrow={text.eyebrow}
      title={text.title}
      lead={text.lead}
    >
      {honesty.insights.length > 0 ? (
        <Card tone="warm" keepTogether={isShort(honesty.insights)}>
          <Bullets items={honesty.insights} />
        </Card>
      ) : null}
      {people.map(([name, reading]) => (
        <Card key={name} keepTogether={isShort(reading.evidence)}>
          <View
            style={{
              flexDirection: 'row',
              justifyContent: 'space-between',
              alignItems: 'flex-end',
              marginBottom: 6,
            }}
          >
            <Text style={styles.h3}>{name}</Text>
            <Text style={{ fontSize: 10, fontWeight: 700, color: colors.plum }}>
              {fosmLevelText(reading)}
            </Text>
          </View>
          <FosmMeter reading={reading} width={width - 2 * CARD_PADDING - 1.5} />
          {full && reading.evidence.length > 0 ? (
            <View style={{ marginTop: 8 }}>
              <Text style={[styles.small, { fontWeight: 700, color: colors.ink }]}>
                {fosmEvidenceTitle(reading)}
              </Text>
              <Bullets items={reading.evidence} />
            </View>
          ) : null}
        </Card>
      ))}
    </Section>
  );
}

function MaxSections({ model }: { model: ReportModel }) {
  const { max } = model;
  if (!max) return null;
  return (
    <View>
      <ProseSection
        items={max.shadowWork}
        eyebrow={SHADOW_WORK.eyebrow}
        title={SHADOW_WORK.title}
        lead={SHADOW_WORK.lead ?? ''}
      />
      <Section eyebrow={FORECAST.eyebrow} title={FORECAST.title} keepFirst={isShort(max.forecast)}>
        <Card tone="plum" keepTogether={isShort(max.forecast)}>
          <Text style={styles.body}>{max.forecast}</Text>
        </Card>
      </Section>
      <Section eyebrow={VERDICT.eyebrow} title={VERDICT.title} keepFirst={isShort(max.verdict)}>
        <Card tone="warm" keepTogether={isShort(max.verdict)}>
          <Text style={[styles.body, { fontSize: 11, fontWeight: 600 }]}>{max.verdict}</Text>
        </Card>
      </Section>
      {max.actionPlan.length > 0 ? (
        <Section
          eyebrow={ACTION_PLAN.eyebrow}
          title={ACTION_PLAN.title}
          keepFirst={isShort(max.actionPlan[0]?.detail ?? '')}
        >
          {max.actionPlan.map((step, index) => (
            <View
              key={step.title}
              wrap={!isShort(step.detail)}
              style={[styles.card, { flexDirection: 'row' }]}
            >
              <Text
                style={{
                  width: 24,
                  height: 24,
                  borderRadius: 12,
                  backgroundColor: colors.accent,
                  color: colors.surface,
                  textAlign: 'center',
                  fontWeight: 800,
                  fontSize: 11,
                  paddingTop: 4,
                  lineHeight: 1.2,
                  marginRight: 12,
                }}
              >
                {index + 1}
              </Text>
              <View style={{ flex: 1 }}>
                <Text style={styles.h3}>{step.title}</Text>
                <Text style={styles.body}>{step.detail}</Text>
              </View>
            </View>
          ))}
        </Section>
      ) : null}
    </View>
  );
}

/**
 * The appendix is the longest part of the report (a row per variable), and react-pdf's layout cost
 * grows with its nodes (each is styled and measured again on the page it lands on). So the table
 * is a list of lines of two cells, and each cell is ONE Text node whose parts are nested spans
 * (runs of one text block, not layout nodes): the label first, the value with its range, and the
 * machine name (documented in docs/scoring.md) small and muted on a line of its own. Lines of two
 * (not two long columns) keep the reading order across a page break and let the last line carry
 * the help line with it. The styles are created once: no per-row objects or style arrays to merge.
 */
const COLUMN_GAP = 14;
/**
 * Keeps a range on one line when a row wraps. Spans are joined by single plain spaces only:
 * textkit treats a double space, or a span boundary with no space, as a hyphenation point and
 * prints a hyphen when it breaks there.
 */
const NBSP = '\u00a0';
const appendix = StyleSheet.create({
  keepInMind: {
    backgroundColor: colors['plum-soft'],
    borderColor: colors['plum-soft'],
    paddingVertical: 12,
  },
  group: { marginTop: 8, marginBottom: 2 },
  heading: {
    fontSize: 8,
    fontWeight: 700,
    letterSpacing: 0.8,
    textTransform: 'uppercase',
    color: colors.plum,
    paddingBottom: 3,
    marginBottom: 1,
    borderBottomWidth: 1,
    borderBottomColor: colors.plum,
  },
  line: {
    flexDirection: 'row',
    borderBottomWidth: 0.5,
    borderBottomColor: colors.line,
  },
  left: { flex: 1, marginRight: COLUMN_GAP / 2 },
  right: { flex: 1, marginLeft: COLUMN_GAP / 2 },
  cell: { fontSize: 8, lineHeight: 1.3, color: colors.ink, paddingVertical: 2.5 },
  label: { fontWeight: 600, color: colors.ink },
  value: { fontWeight: 700, color: colors.plum },
  range: { color: colors.muted },
  missing: { fontStyle: 'italic', color: colors.muted },
  name: { fontSize: 6.5, color: colors.muted },
  measure: { flex: 1, marginRight: 6 },
  each: { width: 62, textAlign: 'right', fontWeight: 700, color: colors.plum },
  eachHead: { width: 62, textAlign: 'right', fontWeight: 700, color: colors.ink },
});

function VariableCell({
  variable,
  style,
}: {
  variable: ReportModel['variables'][number] | undefined;
  style: typeof appendix.left | typeof appendix.right;
}) {
  if (!variable) return <View style={style} />;
  return (
    <Text style={[appendix.cell, style]}>
      <Text style={appendix.label}>{variable.label}</Text>{' '}
      {variable.value === null ? (
        <Text style={appendix.missing}>{VARIABLE_MISSING}</Text>
      ) : (
        <Text style={appendix.value}>{formatNumber(variable.value)}</Text>
      )}
      <Text style={appendix.range}>{` ${rangeText(variable, NBSP)}`}</Text>
      {'\n'}
      <Text style={appendix.name}>{variable.name}</Text>
    </Text>
  );
}

function VariableGroup({
  title,
  variables,
  trailer,
}: {
  title: string;
  variables: ReportModel['variables'];
  /** Drawn under the group's last line, on the same page: the help line after the last group. */
  trailer?: ReactNode;
}) {
  const lines = pairs(variables);
  return (
    <View style={appendix.group}>
      <Text style={appendix.heading} minPresenceAhead={40}>
        {`${title} (${variables.length})`}
      </Text>
      {lines.map(([left, right], index) => {
        const line = (
          <View key={left.name} style={appendix.line} wrap={false}>
            <VariableCell variable={left} style={appendix.left} />
            <VariableCell variable={right} style={appendix.right} />
          </View>
        );
        if (!trailer || index < lines.length - 1) return line;
        return (
          <View key={left.name} wrap={false}>
            {line}
            {trailer}
          </View>
        );
      })}
    </View>
  );
}

function valueText(value: number | null): string {
  return value === null ? VARIABLE_MISSING_SHORT : formatNumber(value);
}

/**
 * The variables that describe each person, one row per variable with both people's values side
 * by side: the label, range and machine name are laid out once for the two of them, which keeps
 * the appendix short to read and quick to render.
 */
function PersonVariablesTable({
  model,
  trailer,
}: {
  model: ReportModel;
  /** Drawn under the last row, on the same page: the help line. */
  trailer?: ReactNode;
}) {
  const one = model.variables.filter((variable) => variable.scope === 'person1');
  const two = new Map(
    model.variables
      .filter((variable) => variable.scope === 'person2')
      .map((variable) => [variable.name, variable.value]),
  );
  const { person1, person2 } = model.couple;
  return (
    <View style={appendix.group}>
      <Text style={appendix.heading} minPresenceAhead={40}>
        {personVariablesTitle(one.length)}
      </Text>
      <View style={appendix.line}>
        <Text style={[appendix.cell, appendix.measure, appendix.label]}>{MEASURES_HEADING}</Text>
        <Text style={[appendix.cell, appendix.eachHead]}>{person1.name}</Text>
        <Text style={[appendix.cell, appendix.eachHead]}>{person2.name}</Text>
      </View>
      {one.map((variable, index) => {
        const row = (
          <View key={variable.name} style={appendix.line} wrap={false}>
            <Text style={[appendix.cell, appendix.measure]}>
              <Text style={appendix.label}>{variable.label}</Text>
              <Text style={appendix.range}>{` ${rangeText(variable, NBSP)}`}</Text>
              {'\n'}
              <Text style={appendix.name}>{variable.name}</Text>
            </Text>
            <Text style={[appendix.cell, appendix.each]}>{valueText(variable.value)}</Text>
            <Text style={[appendix.cell, appendix.each]}>
              {valueText(two.get(variable.name) ?? null)}
            </Text>
          </View>
        );
        if (!trailer || index < one.length - 1) return row;
        return (
          <View key={variable.name} wrap={false}>
            {row}
            {trailer}
          </View>
        );
      })}
    </View>
  );
}

/**
 * The appendix: the disclaimers first (so they always share the appendix's page, never a page of
 * their own), then every variable the engine measured: the couple's, then each person's side by
 * side. The help line rides with the last row.
 */
function VariablesAppendix({ model }: { model: ReportModel }) {
  const couple = model.variables.filter((variable) => variable.scope === 'couple');
  const hasPeople = model.variables.some((variable) => variable.scope !== 'couple');
  const disclaimers = reportDisclaimers(model);
  const help = <HelpLine model={model} />;
  const text = appendixText(model);
  return (
    <Section eyebrow={text.eyebrow} title={text.title} lead={text.lead}>
      <View style={[styles.card, appendix.keepInMind]} wrap={false}>
        <Text style={styles.h3}>{KEEP_IN_MIND}</Text>
        <Bullets items={disclaimers} />
        <Text style={[styles.small, { marginTop: 4 }]}>{engineLine(model)}</Text>
      </View>
      {couple.length > 0 ? (
        <VariableGroup
          title={COUPLE_VARIABLES_TITLE}
          variables={couple}
          trailer={hasPeople ? undefined : help}
        />
      ) : null}
      {hasPeople ? <PersonVariablesTable model={model} trailer={help} /> : null}
      {model.variables.length === 0 ? help : null}
    </Section>
  );
}

/** The one line every report ends with, flagged or not: where to get help. */
function HelpLine({ model }: { model: ReportModel }) {
  return (
    <View wrap={false} style={{ marginTop: 14 }}>
      <Text style={[styles.body, { fontWeight: 700, color: colors.plum }]}>{model.helpLine}</Text>
    </View>
  );
}

/**
 * The whole report: a cover page, then one flowing page of sections that react-pdf paginates,
 * the appendix flowing on after the last section (on a Page of its own it left the page above
 * it as empty as the last section left it; measured, one Page costs no more to paginate). The
 * appendix opens with the disclaimers, so they always share its page, and its last line carries
 * the help line. Ungraded (the safety rule, D-22, or answers that could not be read, D-24): one
 * page, the cover with the note, the disclaimers and the help line; no score, grade, chart,
 * reading or quote.
 */
export function ReportDocument({ model, pageSize, dateLabel, generatedOn }: ReportDocumentProps) {
  const { person1, person2 } = model.couple;
  const names: Record<PersonKey, string> = { person1: person1.name, person2: person2.name };
  const width = contentWidth(pageSize);
  const title = `mSoul report: ${person1.name} & ${person2.name}`;
  const layout = (props: PageLayoutProps) => <PageChrome {...props} model={model} />;
  return (
    <Document
      title={title}
      author="mSoul"
      creator="mSoul"
      producer="mSoul"
      subject={products[model.product].name}
      language="en"
      creationDate={generatedOn}
      modificationDate={generatedOn}
    >
      <Page size={pageSize} layout={layout} style={styles.coverPage}>
        <Cover model={model} dateLabel={dateLabel} names={names} />
        {model.graded ? null : (
          // The disclaimers and the help line stay together, as compact as the appendix's.
          <View style={{ paddingHorizontal: PAGE_MARGIN }} wrap={false}>
            <View style={[styles.card, appendix.keepInMind]}>
              <Text style={styles.h3}>{KEEP_IN_MIND}</Text>
              <Bullets items={reportDisclaimers(model)} />
            </View>
            <HelpLine model={model} />
          </View>
        )}
      </Page>
      {model.graded ? (
        <Page size={pageSize} layout={layout} style={styles.page}>
          <Overview model={model} width={width} names={names} />
          <Themes model={model} names={names} />
          {model.traumaBond ? <TraumaBond traumaBond={model.traumaBond} names={names} /> : null}
          <RedFlags model={model} names={names} />
          <Dynamics model={model} />
          {model.honesty ? <Honesty model={model} honesty={model.honesty} width={width} /> : null}
          <MaxSections model={model} />
          <VariablesAppendix model={model} />
        </Page>
      ) : null}
    </Document>
  );
}
