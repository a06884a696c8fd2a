import { useId } from 'react';

export type SimilarityExplanationProps = {
  /** the first side, e.g. 'You' */
  firstName?: string;
  /** the second side, e.g. 'Ada Lovelace' */
  secondName?: string;
};

/** The steps the picture draws, also given as its text alternative (api-contract 5.3). */
export function similarityExplanationSteps(firstName: string, secondName: string): string[] {
  return [
    `Take every interest of ${firstName} and every interest of ${secondName}: all long-term keywords, each with its weight from 1 to 5.`,
    'Turn each keyword into a meaning vector (a word embedding) and multiply it by the keyword’s weight.',
    `Add up the weighted vectors of each side: one interest vector for ${firstName} and one for ${secondName}.`,
    'Compare the two interest vectors by cosine similarity: 1 when they point the same way, 0 when they share nothing.',
    'Score = cosine × 100, rounded to 2 decimals, shown as a percentage.',
    'The score is N/A when either side has no interests or nothing is alike.',
    'The charts show only the top 5 interests of each side; two keywords count as similar at a keyword similarity of 0.6 or more.',
  ];
}

const INK = '#212529';
const MUTED = '#495057';
const BOX = '#f8f9fa';
const EDGE = '#495057';
const ACCENT_BG = '#cfe2ff';
const ACCENT_EDGE = '#0a58ca';

const W = 360;
const COL_W = 166;
const LEFT_X = 8;
const RIGHT_X = W - 8 - COL_W;

function cut(name: string, max = 20): string {
  const chars = Array.from(name);
  return chars.length <= max ? name : `${chars.slice(0, max - 1).join('')}…`;
}

function Box({ x, y, w, h, lines, accent = false }: { x: number; y: number; w: number; h: number; lines: string[]; accent?: boolean }) {
  const lineHeight = 15;
  const first = y + h / 2 - ((lines.length - 1) * lineHeight) / 2;
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx={8} fill={accent ? ACCENT_BG : BOX} stroke={accent ? ACCENT_EDGE : EDGE} strokeWidth={accent ? 2 : 1} />
      <text textAnchor="middle" fontSize={12} fill={INK}>
        {lines.map((line, i) => (
          <tspan key={i} x={x + w / 2} y={first + i * lineHeight} dominantBaseline="middle" fontWeight={i === 0 ? 'bold' : 'normal'}>
            {line}
          </tspan>
        ))}
      </text>
    </g>
  );
}

function Arrow({ x1, y1, x2, y2, marker }: { x1: number; y1: number; x2: number; y2: number; marker: string }) {
  return <line x1={x1} y1={y1} x2={x2} y2={y2} stroke={EDGE} strokeWidth={1.5} markerEnd={`url(#${marker})`} />;
}

/**
 * An image of how the user similarity score is computed (api-contract 5.3 and the built-in backend):
 * weighted keyword embeddings of ALL interests are summed per user and compared by cosine. The
 * picture is a flow of boxes; its text alternative is the same steps as an ordered list.
 */
export function SimilarityExplanation({ firstName = 'You', secondName = 'the other user' }: SimilarityExplanationProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const marker = `${id}-arrow`.replace(/:/g, '');
  const steps = similarityExplanationSteps(firstName, secondName);
  const a = cut(firstName);
  const b = cut(secondName);
  const midA = LEFT_X + COL_W / 2;
  const midB = RIGHT_X + COL_W / 2;

  return (
    <figure className="mb-0">
      <svg
        viewBox={`0 0 ${W} 470`}
        width="100%"
        style={{ maxWidth: 520, maxHeight: '60vh', display: 'block', margin: '0 auto' }}
        role="img"
        aria-labelledby={titleId}
        data-testid="similarity-explanation-image"
      >
        <title id={titleId}>How the similarity score is computed</title>
        <defs>
          <marker id={marker} viewBox="0 0 10 10" refX={9} refY={5} markerWidth={7} markerHeight={7} orient="auto-start-reverse">
            <path d="M0,0 L10,5 L0,10 z" fill={EDGE} />
          </marker>
        </defs>

        <Box x={LEFT_X} y={8} w={COL_W} h={64} lines={[a, 'all interests', 'keyword + weight 1–5']} />
        <Box x={RIGHT_X} y={8} w={COL_W} h={64} lines={[b, 'all interests', 'keyword + weight 1–5']} />
        <Arrow x1={midA} y1={72} x2={midA} y2={96} marker={marker} />
        <Arrow x1={midB} y1={72} x2={midB} y2={96} marker={marker} />

        <Box x={LEFT_X} y={98} w={COL_W} h={64} lines={['Each keyword →', 'embedding vector', '× its weight']} />
        <Box x={RIGHT_X} y={98} w={COL_W} h={64} lines={['Each keyword →', 'embedding vector', '× its weight']} />
        <Arrow x1={midA} y1={162} x2={midA} y2={186} marker={marker} />
        <Arrow x1={midB} y1={162} x2={midB} y2={186} marker={marker} />

        <Box x={LEFT_X} y={188} w={COL_W} h={50} lines={['Sum of the vectors', `= interest vector A`]} />
        <Box x={RIGHT_X} y={188} w={COL_W} h={50} lines={['Sum of the vectors', `= interest vector B`]} />
        <Arrow x1={midA} y1={238} x2={W / 2 - 40} y2={268} marker={marker} />
        <Arrow x1={midB} y1={238} x2={W / 2 + 40} y2={268} marker={marker} />

        <Box x={40} y={270} w={W - 80} h={64} lines={['Cosine similarity of A and B', '1 = same direction,', '0 = nothing in common']} />
        <Arrow x1={W / 2} y1={334} x2={W / 2} y2={358} marker={marker} />

        <Box x={40} y={360} w={W - 80} h={50} lines={['Score = cosine × 100', 'rounded to 2 decimals, in %']} accent />

        <text fontSize={11} fill={MUTED} textAnchor="middle">
          <tspan x={W / 2} y={430}>
            N/A when a side has no interests or nothing is alike.
          </tspan>
          <tspan x={W / 2} y={446}>
            Charts show each side’s top 5 interests; two keywords
          </tspan>
          <tspan x={W / 2} y={462}>
            count as similar at 0.6 or more.
          </tspan>
        </text>
      </svg>
      <figcaption className="visually-hidden">
        <ol>
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </figcaption>
    </figure>
  );
}
