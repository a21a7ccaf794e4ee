import { Path, Svg, Text, View } from '@react-pdf/renderer';
import { colors } from '../../../shared/design-tokens';
import { FOSM_LEVELS } from '../../../shared/report/fosm-levels';
import type { Dimension, FosmReading, PersonKey } from '../../../shared/report/report-model';
import {
  dimensionChartNote,
  gaugeCaption,
  HALFWAY_MARK,
  togetherText,
  trafficText,
} from '../../../shared/report/report-text';
import { type Band, NOT_ENOUGH, scoreBand } from '../../../shared/report/score-band';
import { BANDS } from '../bands';
import { fosmLevelColors } from './theme';

/** A point on the gauge's half circle: 0 at the left end, 100 at the right end. */
function gaugePoint(cx: number, cy: number, r: number, value: number): [number, number] {
  const angle = Math.PI * (1 - value / 100);
  return [cx + r * Math.cos(angle), cy - r * Math.sin(angle)];
}

/**
 * The score gauge: a half-circle arc drawn in SVG in the colour of the grade's band (so an A-
 * is green and an F red), the number, the grade and the band's words laid over it.
 */
export function ScoreGauge({ score, grade, band }: { score: number; grade: string; band: Band }) {
  const width = 190;
  const height = 112;
  const stroke = 16;
  const r = 80;
  const cx = width / 2;
  const cy = r + stroke / 2 + 2;
  const value = Math.min(Math.max(score, 0), 100);
  const [sx, sy] = gaugePoint(cx, cy, r, 0);
  const [ex, ey] = gaugePoint(cx, cy, r, 100);
  const [vx, vy] = gaugePoint(cx, cy, r, value);
  const f = (n: number) => n.toFixed(2);
  const style = BANDS[band];
  return (
    <View style={{ width, height, position: 'relative' }}>
      <Svg width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
        <Path
          d={`M ${f(sx)} ${f(sy)} A ${r} ${r} 0 0 1 ${f(ex)} ${f(ey)}`}
          stroke={style.soft}
          strokeWidth={stroke}
          strokeLinecap="round"
          fill="none"
        />
        {value > 0 ? (
          <Path
            d={`M ${f(sx)} ${f(sy)} A ${r} ${r} 0 0 1 ${f(vx)} ${f(vy)}`}
            stroke={style.fill}
            strokeWidth={stroke}
            strokeLinecap="round"
            fill="none"
          />
        ) : null}
      </Svg>
      <View style={{ position: 'absolute', left: 0, right: 0, top: 40, alignItems: 'center' }}>
        <Text style={{ fontSize: 38, lineHeight: 1, fontWeight: 800, color: colors.plum }}>
          {value}
        </Text>
        <Text style={{ fontSize: 8, color: colors.muted, marginTop: 4 }}>
          {gaugeCaption(grade)}
        </Text>
      </View>
    </View>
  );
}

/**
 * A horizontal bar out of 100 in its band's colour, with a white tick at the halfway point.
 * Drawn with Views (a rounded track, a rounded fill, a tick), not an Svg: a report has a dozen
 * and more, and react-pdf lays out and paints plain boxes at a fraction of an Svg's cost.
 */
function Bar({
  value,
  width,
  height,
  band,
  tick = true,
}: {
  value: number;
  width: number;
  height: number;
  band: Band;
  /** The halfway tick: on the couple's bar; the thin bars under it go without. */
  tick?: boolean;
}) {
  const clamped = Math.min(Math.max(value, 0), 100);
  return (
    <View
      style={{
        width,
        height,
        borderRadius: height / 2,
        backgroundColor: colors['plum-soft'],
        position: 'relative',
      }}
    >
      {clamped > 0 ? (
        <View
          style={{
            position: 'absolute',
            left: 0,
            top: 0,
            width: Math.max((width * clamped) / 100, height),
            height,
            borderRadius: height / 2,
            backgroundColor: BANDS[band].fill,
          }}
        />
      ) : null}
      {tick ? (
        <View
          style={{
            position: 'absolute',
            left: width / 2 - 0.5,
            top: 0,
            width: 1,
            height,
            backgroundColor: colors.surface,
          }}
        />
      ) : null}
    </View>
  );
}

const NUMBER_WIDTH = 22;
const NAME_WIDTH = 54;

/** One partner's own reading on a dimension: name, a thin bar and the number, or 'not enough'. */
function PersonBar({ name, value, width }: { name: string; value: number | null; width: number }) {
  return (
    <View style={{ width, flexDirection: 'row', alignItems: 'center' }}>
      <Text style={{ width: NAME_WIDTH, fontSize: 8, color: colors.muted }}>{name}</Text>
      {value === null ? (
        <Text style={{ fontSize: 7.5, fontStyle: 'italic', color: colors.muted }}>
          {NOT_ENOUGH}
        </Text>
      ) : (
        <>
          <Bar
            value={value}
            width={width - NAME_WIDTH - NUMBER_WIDTH - 6}
            height={5}
            band={scoreBand(value)}
            tick={false}
          />
          <Text
            style={{
              width: NUMBER_WIDTH + 6,
              textAlign: 'right',
              fontSize: 8,
              fontWeight: 700,
              color: colors.ink,
            }}
          >
            {value}
          </Text>
        </>
      )}
    </View>
  );
}

/**
 * The dimensions: per dimension the couple's bar (thick, in the engine's traffic-light band, with
 * the band's word) and each partner's own reading under it (thin). A null score reads 'Not enough
 * in your answers to say' with no bar (D-24).
 */
export function DimensionChart({
  dimensions,
  names,
  width,
}: {
  dimensions: readonly Dimension[];
  names: Record<PersonKey, string>;
  width: number;
}) {
  const half = (width - 16) / 2;
  return (
    <View>
      {dimensions.map((dimension) => {
        const band =
          dimension.trafficLight ?? (dimension.score === null ? null : scoreBand(dimension.score));
        return (
          <View key={dimension.id} wrap={false} style={{ marginBottom: 10 }}>
            <View
              style={{ flexDirection: 'row', justifyContent: 'space-between', marginBottom: 3 }}
            >
              <Text style={{ fontSize: 9.5, fontWeight: 700 }}>{dimension.label}</Text>
              {dimension.score !== null && band ? (
                <Text style={{ fontSize: 9, fontWeight: 700, color: BANDS[band].fill }}>
                  {togetherText(dimension.score, BANDS[band].word)}
                </Text>
              ) : null}
            </View>
            {dimension.score !== null && band ? (
              <Bar value={dimension.score} width={width} height={10} band={band} />
            ) : (
              <Text style={{ fontSize: 9, fontStyle: 'italic', color: colors.muted }}>
                {NOT_ENOUGH}
              </Text>
            )}
            {/* No score at all: the line above already says there is not enough to say. */}
            {dimension.score === null &&
            dimension.byPerson.person1 === null &&
            dimension.byPerson.person2 === null ? null : (
              <View style={{ flexDirection: 'row', justifyContent: 'space-between', marginTop: 4 }}>
                <PersonBar name={names.person1} value={dimension.byPerson.person1} width={half} />
                <PersonBar name={names.person2} value={dimension.byPerson.person2} width={half} />
              </View>
            )}
          </View>
        );
      })}
      <Text style={{ fontSize: 7.5, color: colors.muted, marginTop: 2 }}>
        {dimensionChartNote(HALFWAY_MARK)}
      </Text>
    </View>
  );
}

/** A traffic-light dot with its name and meaning: colour is never the only signal. */
export function TrafficDot({ band }: { band: Band }) {
  const { fill, light, word } = BANDS[band];
  return (
    <View style={{ flexDirection: 'row', alignItems: 'center' }}>
      <View style={{ width: 11, height: 11, borderRadius: 5.5, backgroundColor: fill }} />
      <Text style={{ fontSize: 8.5, fontWeight: 700, color: fill, marginLeft: 4 }}>
        {trafficText(light, word)}
      </Text>
    </View>
  );
}

/** The honesty meter for one person: five segments, filled up to the level (D-26: 5 = candid). */
export function FosmMeter({ reading, width }: { reading: FosmReading; width: number }) {
  const gap = 4;
  const segment = (width - gap * 4) / 5;
  const height = 10;
  // No level (nothing of their own to read): every segment stays empty, none is named.
  const level = reading.level === null ? 0 : Math.min(Math.max(reading.level, 1), 5);
  return (
    <View>
      <View style={{ flexDirection: 'row' }}>
        {FOSM_LEVELS.map(({ level: step }) => (
          <View
            key={step}
            style={{
              width: segment,
              height,
              marginRight: step < 5 ? gap : 0,
              borderRadius: height / 2,
              backgroundColor:
                step <= level ? (fosmLevelColors[step - 1] ?? colors.plum) : colors.line,
            }}
          />
        ))}
      </View>
      <View style={{ flexDirection: 'row', marginTop: 3 }}>
        {FOSM_LEVELS.map(({ level: step, name }) => (
          <Text
            key={step}
            style={{
              width: segment + (step < 5 ? gap : 0),
              fontSize: 7.5,
              color: step === level ? colors.ink : colors.muted,
              fontWeight: step === level ? 700 : 400,
            }}
          >
            {`${step} · ${name}`}
          </Text>
        ))}
      </View>
    </View>
  );
}
