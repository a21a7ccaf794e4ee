import { Circle, Path, Rect, Svg, Text, View } from '@react-pdf/renderer';
import { colors } from '../../../shared/design-tokens';
import type { FosmReading, ReportModel } from '../../../shared/report/report-model';
import { fosmLevelColors, trafficColors } from './theme';

/** A point on the gauge's half circle: 0 at the left end, 100 at the right end. */
function gaugePoint(cx: number, cy: number, r: number, value: number): [number, number] {
  const angle = Math.PI * (1 - value / 100);
  return [cx + r * Math.cos(angle), cy - r * Math.sin(angle)];
}

/** The score gauge: a half-circle arc drawn in SVG, the number and grade laid over it. */
export function ScoreGauge({ score, grade }: { score: number; grade: string }) {
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
  return (
    <View style={{ width, height, position: 'relative' }}>
      <Svg width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
        <Path
          d={`M ${f(sx)} ${f(sy)} A ${r} ${r} 0 0 1 ${f(ex)} ${f(ey)}`}
          stroke={colors['accent-soft']}
          strokeWidth={stroke}
          strokeLinecap="round"
          fill="none"
        />
        {value > 0 ? (
          <Path
            d={`M ${f(sx)} ${f(sy)} A ${r} ${r} 0 0 1 ${f(vx)} ${f(vy)}`}
            stroke={colors.accent}
            strokeWidth={stroke}
            strokeLinecap="round"
            fill="none"
          />
        ) : null}
      </Svg>
      <View
        style={{
          position: 'absolute',
          left: 0,
          right: 0,
          top: 40,
          alignItems: 'center',
        }}
      >
        <Text style={{ fontSize: 38, lineHeight: 1, fontWeight: 800, color: colors.plum }}>
          {value}
        </Text>
        <Text style={{ fontSize: 8, color: colors.muted, marginTop: 4 }}>
          out of 100 · grade {grade}
        </Text>
      </View>
    </View>
  );
}

/** The dimensions as horizontal SVG bars, one row each, with a 50-point reference line. */
export function DimensionChart({
  dimensions,
  width,
}: {
  dimensions: ReportModel['dimensions'];
  width: number;
}) {
  const labelWidth = 96;
  const scoreWidth = 30;
  const barWidth = width - labelWidth - scoreWidth - 12;
  const barHeight = 12;
  return (
    <View>
      {dimensions.map((dimension) => {
        const value = Math.min(Math.max(dimension.score ?? 0, 0), 100);
        return (
          <View
            key={dimension.id}
            wrap={false}
            style={{ flexDirection: 'row', alignItems: 'center', marginBottom: 8 }}
          >
            <Text style={{ width: labelWidth, fontSize: 9.5, fontWeight: 600 }}>
              {dimension.label}
            </Text>
            <Svg width={barWidth} height={barHeight} viewBox={`0 0 ${barWidth} ${barHeight}`}>
              <Rect
                x={0}
                y={0}
                width={barWidth}
                height={barHeight}
                rx={barHeight / 2}
                fill={colors['plum-soft']}
              />
              {value > 0 ? (
                <Rect
                  x={0}
                  y={0}
                  width={Math.max((barWidth * value) / 100, barHeight)}
                  height={barHeight}
                  rx={barHeight / 2}
                  fill={colors.accent}
                />
              ) : null}
              <Rect
                x={barWidth / 2 - 0.5}
                y={0}
                width={1}
                height={barHeight}
                fill={colors.surface}
              />
            </Svg>
            <Text
              style={{
                width: scoreWidth + 12,
                textAlign: 'right',
                fontSize: 10,
                fontWeight: 700,
                color: colors.plum,
              }}
            >
              {value}
            </Text>
          </View>
        );
      })}
      <Text style={{ fontSize: 7.5, color: colors.muted, marginTop: 2 }}>
        Scores out of 100. The white tick marks the halfway point.
      </Text>
    </View>
  );
}

/** A traffic-light dot with its word: colour is never the only signal. */
export function TrafficDot({ light }: { light: keyof typeof trafficColors }) {
  const { fill, word } = trafficColors[light];
  return (
    <View style={{ flexDirection: 'row', alignItems: 'center' }}>
      <Svg width={12} height={12} viewBox="0 0 12 12">
        <Circle cx={6} cy={6} r={5.5} fill={fill} />
      </Svg>
      <Text style={{ fontSize: 8.5, fontWeight: 700, color: fill, marginLeft: 4 }}>{word}</Text>
    </View>
  );
}

/** The Full of it Meter for one person: five segments, filled up to the level. */
export function FosmMeter({ reading, width }: { reading: FosmReading; width: number }) {
  const gap = 4;
  const segment = (width - gap * 4) / 5;
  const height = 10;
  const level = Math.min(Math.max(reading.level, 1), 5);
  return (
    <View>
      <Svg width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
        {[1, 2, 3, 4, 5].map((step) => (
          <Rect
            key={step}
            x={(step - 1) * (segment + gap)}
            y={0}
            width={segment}
            height={height}
            rx={height / 2}
            fill={step <= level ? (fosmLevelColors[step - 1] ?? colors.accent) : colors.line}
          />
        ))}
      </Svg>
      <View style={{ flexDirection: 'row', marginTop: 3 }}>
        {[1, 2, 3, 4, 5].map((step) => (
          <Text
            key={step}
            style={{
              width: segment + (step < 5 ? gap : 0),
              fontSize: 7.5,
              color: step === level ? colors.ink : colors.muted,
              fontWeight: step === level ? 700 : 400,
            }}
          >
            {step === 1 ? '1 · full of it' : step === 5 ? '5 · straight talk' : String(step)}
          </Text>
        ))}
      </View>
    </View>
  );
}
