/**
 * Renders the seed's images (SVG drawn here, rasterised by sharp to PNG) and writes its small PDF documents,
 * into this folder. The outputs are committed: run this only to change them.
 *
 *   node cms/seed/media/generate-media.ts
 *
 * The pictures are simple illustrations and schematic maps so that a fresh CMS has a complete, valid site;
 * communications staff replace them with real photographs and venue maps in the media library.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

// process.argv[1] rather than __dirname / import.meta: this file is type-checked as CommonJS with the CMS
// but runs as an ES module under Node's type stripping.
const outDir = path.dirname(path.resolve(process.argv[1]!));

const colour = {
  navy: '#0b2f5b',
  blue: '#1f6fb2',
  sky: '#d9e8f6',
  paper: '#f6f8fb',
  gold: '#f2b705',
  green: '#2e7d4f',
  grass: '#cfe8d5',
  red: '#c0392b',
  grey: '#6b7785',
  light: '#e4e8ee',
  asphalt: '#9aa3ad',
  white: '#ffffff',
};
const font = 'font-family="DejaVu Sans, sans-serif"';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function text(x: number, y: number, value: string, size: number, fill: string, extra = '') {
  return `<text x="${x}" y="${y}" ${font} font-size="${size}" fill="${fill}" ${extra}>${esc(value)}</text>`;
}

function gear(cx: number, cy: number, r: number, fill: string) {
  const teeth = Array.from({ length: 8 }, (_, i) => {
    const angle = i * 45;
    return `<rect x="${cx - r * 0.18}" y="${cy - r * 1.25}" width="${r * 0.36}" height="${r * 0.5}" fill="${fill}" transform="rotate(${angle} ${cx} ${cy})"/>`;
  }).join('');
  return `${teeth}<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.4}" fill="${colour.sky}"/>`;
}

function piggyBank(x: number, y: number, s: number) {
  return `<g transform="translate(${x} ${y}) scale(${s})">
    <ellipse cx="0" cy="0" rx="120" ry="85" fill="#f4a7b9"/>
    <circle cx="105" cy="-10" r="42" fill="#f4a7b9"/>
    <ellipse cx="140" cy="-5" rx="18" ry="22" fill="#e48aa0"/>
    <circle cx="133" cy="-10" r="4" fill="${colour.navy}"/><circle cx="146" cy="-10" r="4" fill="${colour.navy}"/>
    <circle cx="95" cy="-30" r="7" fill="${colour.navy}"/>
    <path d="M70 -70 L95 -115 L110 -60 Z" fill="#e48aa0"/>
    <rect x="-80" y="60" width="30" height="55" rx="8" fill="#e48aa0"/><rect x="40" y="60" width="30" height="55" rx="8" fill="#e48aa0"/>
    <rect x="-30" y="-88" width="60" height="12" rx="6" fill="${colour.navy}"/>
    <path d="M-120 -5 q-40 -10 -30 -40" stroke="#e48aa0" stroke-width="10" fill="none"/>
  </g>`;
}

function person(x: number, y: number, shirt: string) {
  return `<circle cx="${x}" cy="${y}" r="26" fill="#c68e6b"/><rect x="${x - 34}" y="${y + 32}" width="68" height="96" rx="30" fill="${shirt}"/>`;
}

interface Slide {
  file: string;
  title: string;
  subtitle: string;
  background: string;
  art: string;
}

function slideSvg({ title, subtitle, background, art }: Slide) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="700" viewBox="0 0 1600 700">
  <rect width="1600" height="700" fill="${background}"/>
  <rect x="0" y="600" width="1600" height="100" fill="${colour.navy}" opacity="0.9"/>
  <rect x="90" y="170" width="120" height="12" fill="${colour.gold}"/>
  ${text(90, 270, title, 54, colour.white, 'font-weight="bold"')}
  ${text(90, 340, subtitle, 32, colour.white)}
  ${text(90, 665, 'STEM Career Day', 30, colour.white, 'font-weight="bold"')}
  <g transform="translate(1560 330) scale(0.68) translate(-1560 -330)">${art}</g>
</svg>`;
}

const homeSlides: Slide[] = [
  {
    file: 'home-slide-1.png',
    title: 'Hands-on STEM, grades 6-8',
    subtitle: 'Build, test and discover at the middle school day',
    background: colour.blue,
    art: `${gear(1180, 300, 90, colour.gold)}${gear(1340, 420, 60, colour.sky)}
      <path d="M1380 150 h60 v90 l55 120 a20 20 0 0 1 -18 28 h-134 a20 20 0 0 1 -18 -28 l55 -120 z" fill="${colour.white}"/>
      <path d="M1352 330 h116 l22 48 a10 10 0 0 1 -9 14 h-142 a10 10 0 0 1 -9 -14 z" fill="${colour.green}"/>`,
  },
  {
    file: 'home-slide-2.png',
    title: 'Campus tours, grades 9-12',
    subtitle: 'See labs and classrooms at the university',
    background: colour.navy,
    art: `<path d="M1040 260 L1290 150 L1540 260 Z" fill="${colour.gold}"/>
      <rect x="1060" y="260" width="460" height="30" fill="${colour.white}"/>
      ${[1090, 1180, 1270, 1360, 1450].map((x) => `<rect x="${x}" y="300" width="40" height="220" fill="${colour.sky}"/>`).join('')}
      <rect x="1040" y="520" width="500" height="40" fill="${colour.white}"/>`,
  },
  {
    file: 'home-slide-3.png',
    title: 'Meet people who work in STEM',
    subtitle: 'Companies and universities share what they do',
    background: colour.green,
    art: `<rect x="1000" y="420" width="520" height="30" rx="6" fill="${colour.white}"/>
      <rect x="1020" y="450" width="20" height="120" fill="${colour.white}"/><rect x="1480" y="450" width="20" height="120" fill="${colour.white}"/>
      ${person(1100, 240, colour.gold)}${person(1260, 220, colour.sky)}${person(1420, 240, colour.white)}
      <rect x="1180" y="380" width="160" height="40" rx="6" fill="${colour.gold}"/>`,
  },
  {
    file: 'home-slide-4.png',
    title: 'Scholarships and grants',
    subtitle: 'For Ohio seniors and Rube Goldberg teams',
    background: '#5b3a8a',
    art: `<path d="M1290 170 L1520 260 L1290 350 L1060 260 Z" fill="${colour.navy}"/>
      <path d="M1160 300 v110 q130 70 260 0 v-110 l-130 50 z" fill="${colour.navy}"/>
      <path d="M1500 268 v150" stroke="${colour.gold}" stroke-width="8"/><circle cx="1500" cy="430" r="16" fill="${colour.gold}"/>
      <rect x="1100" y="470" width="300" height="90" rx="12" fill="${colour.white}"/>
      <circle cx="1400" cy="515" r="30" fill="${colour.red}"/>`,
  },
];

const grantsSlides: Slide[] = [
  {
    file: 'grants-slide-1.png',
    title: 'The Rube Goldberg challenge',
    subtitle: 'A chain reaction that drops a coin in a piggy bank',
    background: colour.blue,
    art: `<path d="M980 200 L1250 330" stroke="${colour.white}" stroke-width="14"/>
      <circle cx="1000" cy="180" r="24" fill="${colour.gold}"/>
      ${[1270, 1305, 1340, 1375].map((x, i) => `<rect x="${x}" y="${360 + i * 4}" width="18" height="80" fill="${colour.white}" transform="rotate(${-20 + i * 10} ${x} 440)"/>`).join('')}
      ${piggyBank(1430, 480, 0.8)}`,
  },
  {
    file: 'grants-slide-2.png',
    title: 'Design the chain reaction',
    subtitle: 'Sketch every step before you build',
    background: colour.navy,
    art: `<rect x="1010" y="140" width="480" height="400" fill="${colour.blue}"/>
      ${Array.from({ length: 9 }, (_, i) => `<path d="M${1010 + i * 60} 140 v400" stroke="${colour.sky}" stroke-width="1" opacity="0.5"/>`).join('')}
      ${Array.from({ length: 7 }, (_, i) => `<path d="M1010 ${140 + i * 66} h480" stroke="${colour.sky}" stroke-width="1" opacity="0.5"/>`).join('')}
      ${gear(1150, 300, 55, colour.white)}${gear(1300, 380, 40, colour.gold)}
      <path d="M1060 470 q120 -60 240 0 t160 -20" stroke="${colour.white}" stroke-width="5" fill="none" stroke-dasharray="14 10"/>`,
  },
  {
    file: 'grants-slide-3.png',
    title: 'Build with everyday materials',
    subtitle: 'Cardboard, marbles, string, tape and imagination',
    background: colour.green,
    art: `<rect x="1040" y="330" width="220" height="200" fill="#c8a06a"/><path d="M1040 330 l40 -50 h220 l-40 50 z" fill="#dcb984"/>
      <path d="M1260 330 l40 -50 v200 l-40 50 z" fill="#b08850"/>
      ${[1350, 1400, 1450].map((x) => `<circle cx="${x}" cy="510" r="22" fill="${colour.sky}"/>`).join('')}
      <circle cx="1420" cy="300" r="60" fill="none" stroke="${colour.gold}" stroke-width="22"/>`,
  },
  {
    file: 'grants-slide-4.png',
    title: 'Test, fix, test again',
    subtitle: 'Every team improves its machine run by run',
    background: '#5b3a8a',
    art: `<rect x="1100" y="150" width="320" height="400" rx="20" fill="${colour.white}"/>
      <rect x="1200" y="130" width="120" height="44" rx="10" fill="${colour.grey}"/>
      ${[220, 300, 380, 460]
        .map(
          (y, i) =>
            `<rect x="1140" y="${y}" width="36" height="36" rx="6" fill="none" stroke="${colour.navy}" stroke-width="5"/>${i < 3 ? `<path d="M1146 ${y + 18} l10 12 l18 -26" stroke="${colour.green}" stroke-width="7" fill="none"/>` : ''}<rect x="1196" y="${y + 10}" width="180" height="16" rx="8" fill="${colour.light}"/>`,
        )
        .join('')}`,
  },
  {
    file: 'grants-slide-5.png',
    title: 'Drop a coin in the piggy bank',
    subtitle: 'The last step of every machine is a deposit',
    background: colour.blue,
    art: `${piggyBank(1270, 420, 1.2)}
      <circle cx="1270" cy="200" r="44" fill="${colour.gold}"/>${text(1252, 218, '$', 50, colour.navy, 'font-weight="bold"')}
      <path d="M1270 260 v40" stroke="${colour.white}" stroke-width="6" stroke-dasharray="8 8"/>`,
  },
];

interface Area {
  x: number;
  y: number;
  w: number;
  h: number;
  label: string;
  fill: string;
  ink?: string;
}

function mapSvg(title: string, areas: Area[], legend: string[], extra: string) {
  const boxes = areas
    .map(({ x, y, w, h, label, fill, ink }) => {
      const lines = label.split('\n');
      const labels = lines
        .map((line, i) =>
          text(
            x + w / 2,
            y + h / 2 + (i - (lines.length - 1) / 2) * 30 + 10,
            line,
            24,
            ink ?? colour.navy,
            'text-anchor="middle"',
          ),
        )
        .join('');
      return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="${fill}" stroke="${colour.navy}" stroke-width="3"/>${labels}`;
    })
    .join('');
  const legendLines = legend.map((line, i) => text(60, 700 + i * 32, line, 22, colour.navy)).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
  <rect width="1200" height="800" fill="${colour.paper}"/>
  <rect x="0" y="0" width="1200" height="80" fill="${colour.navy}"/>
  ${text(40, 52, title, 34, colour.white, 'font-weight="bold"')}
  ${extra}
  ${boxes}
  <g transform="translate(1110 150)"><circle r="38" fill="${colour.white}" stroke="${colour.navy}" stroke-width="3"/>
    <path d="M0 -30 L14 10 L0 2 L-14 10 Z" fill="${colour.red}"/>${text(0, 32, 'N', 18, colour.navy, 'text-anchor="middle" font-weight="bold"')}</g>
  ${legendLines}
</svg>`;
}

const entranceArrow = (x: number, y: number, label: string) =>
  `<path d="M${x} ${y + 70} v-50 h-16 l26 -30 l26 30 h-16 v50 z" fill="${colour.red}"/>${text(x + 40, y + 60, label, 22, colour.red, 'font-weight="bold"')}`;

const maps: Array<{ file: string; svg: string }> = [
  {
    file: 'ms-venue-map.png',
    svg: mapSvg(
      'Middle school day: learning center map',
      [
        { x: 60, y: 120, w: 300, h: 140, label: 'Check-in\n(main lobby)', fill: colour.gold },
        { x: 400, y: 120, w: 420, h: 260, label: 'Information fair\n(main hall)', fill: colour.sky },
        { x: 860, y: 120, w: 200, h: 120, label: 'Activity room 1', fill: colour.grass },
        { x: 860, y: 260, w: 200, h: 120, label: 'Activity room 2', fill: colour.grass },
        { x: 860, y: 400, w: 200, h: 120, label: 'Activity room 3', fill: colour.grass },
        { x: 860, y: 540, w: 200, h: 120, label: 'Activity room 4', fill: colour.grass },
        { x: 400, y: 420, w: 420, h: 160, label: 'Lunch\n(cafeteria)', fill: colour.light },
        { x: 60, y: 300, w: 300, h: 120, label: 'Restrooms', fill: colour.white },
        { x: 60, y: 460, w: 300, h: 120, label: 'First aid and\nlost and found', fill: colour.white },
      ],
      [
        'Enter through the main doors and check in at the lobby.',
        'Activity rooms 1-4 host the interactive activities.',
      ],
      entranceArrow(180, 600, 'Main entrance'),
    ),
  },
  {
    file: 'ms-parking-map.png',
    svg: mapSvg(
      'Middle school day: parking and drop-off',
      [
        { x: 420, y: 140, w: 360, h: 200, label: 'Learning center', fill: colour.sky },
        {
          x: 60,
          y: 140,
          w: 300,
          h: 420,
          label: 'Visitor parking\n(main lot)',
          fill: colour.asphalt,
          ink: colour.white,
        },
        { x: 840, y: 140, w: 220, h: 200, label: 'Bus drop-off', fill: colour.gold },
        { x: 420, y: 380, w: 360, h: 90, label: 'Parent drop-off lane', fill: colour.light },
        { x: 420, y: 500, w: 170, h: 60, label: 'Accessible', fill: colour.blue, ink: colour.white },
        { x: 840, y: 380, w: 220, h: 180, label: 'Overflow\nparking', fill: colour.asphalt, ink: colour.white },
      ],
      [
        'Buses use the drop-off loop; cars use the parent drop-off lane.',
        'Accessible spaces are closest to the main doors.',
      ],
      `<path d="M0 600 H1200" stroke="${colour.asphalt}" stroke-width="40"/>${text(1000, 640, 'Main road', 22, colour.grey)}`,
    ),
  },
  {
    file: 'hs-venue-map.png',
    svg: mapSvg(
      'High school day: university map',
      [
        { x: 60, y: 120, w: 340, h: 160, label: 'Check-in\n(student union)', fill: colour.gold },
        { x: 440, y: 120, w: 380, h: 160, label: 'Welcome session\n(auditorium)', fill: colour.sky },
        { x: 60, y: 320, w: 340, h: 160, label: 'Information fair\n(ballroom)', fill: colour.sky },
        { x: 440, y: 320, w: 180, h: 160, label: 'Science\nlabs', fill: colour.grass },
        { x: 640, y: 320, w: 180, h: 160, label: 'Engineering\nbuilding', fill: colour.grass },
        { x: 860, y: 120, w: 200, h: 360, label: 'Tour\ndeparture\npoint', fill: colour.light },
        { x: 440, y: 520, w: 380, h: 100, label: 'Campus walkway', fill: colour.white },
      ],
      [
        'Check in at the student union; tours leave from the departure point.',
        'Follow the event signs between buildings.',
      ],
      entranceArrow(200, 520, 'Union entrance'),
    ),
  },
  {
    file: 'hs-parking-map.png',
    svg: mapSvg(
      'High school day: parking and drop-off',
      [
        { x: 60, y: 140, w: 320, h: 300, label: 'Visitor parking\ndeck', fill: colour.asphalt, ink: colour.white },
        { x: 440, y: 140, w: 360, h: 200, label: 'Student union', fill: colour.sky },
        { x: 860, y: 140, w: 200, h: 200, label: 'Bus drop-off', fill: colour.gold },
        { x: 440, y: 380, w: 170, h: 60, label: 'Accessible', fill: colour.blue, ink: colour.white },
        { x: 640, y: 380, w: 420, h: 160, label: 'Walking route\nto check-in', fill: colour.light },
      ],
      ['Park in the visitor deck and walk to the student union.', 'Buses drop off in front of the union.'],
      `<path d="M0 600 H1200" stroke="${colour.asphalt}" stroke-width="40"/>${text(1000, 640, 'Campus drive', 22, colour.grey)}`,
    ),
  },
];

const sponsorsBanner = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="300" viewBox="0 0 1600 300">
  <rect width="1600" height="300" fill="${colour.white}"/>
  <rect x="0" y="0" width="1600" height="12" fill="${colour.gold}"/>
  ${text(800, 80, 'Thank you to our sponsors', 44, colour.navy, 'text-anchor="middle" font-weight="bold"')}
  ${[
    ['Wingfoot sponsors', colour.navy, colour.white],
    ['Gold sponsors', colour.gold, colour.navy],
    ['Blue sponsors', colour.blue, colour.white],
  ]
    .map(
      ([label, fill, ink], i) =>
        `<rect x="${130 + i * 470}" y="130" width="400" height="120" rx="60" fill="${fill}"/>${text(330 + i * 470, 202, label!, 34, ink!, 'text-anchor="middle" font-weight="bold"')}`,
    )
    .join('')}
</svg>`;

const universityLogo = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="320" viewBox="0 0 800 320">
  <rect width="800" height="320" fill="${colour.white}"/>
  <path d="M60 60 h180 v120 q0 80 -90 110 q-90 -30 -90 -110 z" fill="${colour.navy}"/>
  <path d="M95 95 h110 v70 q0 50 -55 70 q-55 -20 -55 -70 z" fill="${colour.gold}"/>
  ${text(150, 190, 'U', 90, colour.navy, 'text-anchor="middle" font-weight="bold"')}
  ${text(280, 150, 'THE UNIVERSITY', 44, colour.navy, 'font-weight="bold"')}
  ${text(282, 200, 'STEM Career Day partner', 28, colour.blue)}
</svg>`;

async function png(file: string, svg: string) {
  const target = path.join(outDir, file);
  // A 64-colour palette keeps flat illustrations sharp and each file well under 80 KB.
  await sharp(Buffer.from(svg)).png({ palette: true, colours: 64, compressionLevel: 9, effort: 10 }).toFile(target);
  const { size } = fs.statSync(target);
  if (size > 80 * 1024) throw new Error(`${file} is ${Math.round(size / 1024)} KB: simplify the drawing`);
  console.log(`${file}: ${Math.round(size / 1024)} KB`);
}

/** A one-page PDF 1.4 in Helvetica (a standard font: nothing to embed), with a correct cross-reference table. */
function pdf(title: string, paragraphs: string[]): Buffer {
  const lines: Array<{ value: string; size: number }> = [
    { value: title, size: 18 },
    { value: '', size: 11 },
  ];
  for (const paragraph of paragraphs) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      if ((line + ' ' + word).trim().length > 88) {
        lines.push({ value: line, size: 11 });
        line = word;
      } else line = (line + ' ' + word).trim();
    }
    lines.push({ value: line, size: 11 }, { value: '', size: 11 });
  }
  if (lines.length > 52) throw new Error(`${title}: too long for one page`);
  const pdfText = (s: string) => s.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');
  let y = 780;
  const content = lines
    .map(({ value, size }) => {
      const op = `BT /F1 ${size} Tf 56 ${y} Td (${pdfText(value)}) Tj ET`;
      y -= size === 18 ? 26 : 14;
      return op;
    })
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title (${pdfText(title)}) /Producer (STEM Career Day seed) >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const documents: Array<{ file: string; title: string; paragraphs: string[] }> = [
  {
    file: 'scholarship-criteria.pdf',
    title: 'STEM Career Day scholarships: criteria',
    paragraphs: [
      'Who can apply: Ohio high school seniors who plan to study a STEM discipline.',
      'Engineering fund, creative component and essay: up to 3 awards of $2,500.',
      'Engineering fund, essay only: up to 9 awards of $1,000; 2 are prioritised for students of the local public school district.',
      'STEM fund, essay only: up to 6 awards of $1,000; 3 are prioritised for students of the local public school district.',
      'Eligibility: a GPA of 3.0 or higher; US citizenship; evidence of acceptance to a college or university by July 12, or the award is forfeited.',
      'Materials: the application, an essay of up to 1,000 words, the optional creative component (a link to a public video), one recommendation letter from a core STEM teacher, a transcript, and SAT or ACT scores.',
      'Deadline: January 16. Files may be pdf, doc, docx, jpeg, jpg or png; emailed applications may be up to 20 MB.',
      "Awardees must attend STEM Career Day. The award is paid to the student's financial aid account, never to the student.",
    ],
  },
  ...(['high-school', 'middle-school'] as const).flatMap((level) => {
    const prefix = level === 'high-school' ? 'hs' : 'ms';
    const who = level === 'high-school' ? 'High school' : 'Middle school';
    const loi =
      level === 'high-school'
        ? 'Send this letter of intent by December 31, 2025.'
        : "Send this letter of intent before your team's application.";
    const due = level === 'high-school' ? 'February 11' : 'April 15';
    return [
      {
        file: `grants-${prefix}-letter-of-intent.pdf`,
        title: `${who} Rube Goldberg challenge: letter of intent`,
        paragraphs: [
          'Tell us your team is taking part. Please give: school name, teacher or team leader, email address and phone number, and the number of students on the team.',
          loi,
        ],
      },
      {
        file: `grants-${prefix}-rules.pdf`,
        title: `${who} Rube Goldberg challenge: rules`,
        paragraphs: [
          'Build a chain-reaction machine whose final step deposits a coin into a piggy bank.',
          'Each step must trigger the next one without a helping hand once the machine has started.',
          'Safety first: no flames, no chemicals that need protective equipment, no mains-powered heating.',
          'Document your design with a sketch of each step and bring the machine, or a video of it, to STEM Career Day.',
        ],
      },
      {
        file: `grants-${prefix}-application.pdf`,
        title: `${who} Rube Goldberg challenge: application`,
        paragraphs: [
          'School name, teacher or team leader, email address and phone number.',
          'Team members and their grades.',
          'Describe your machine idea and the materials you need the grant for.',
          `Applications are due ${due}.`,
        ],
      },
      {
        file: `grants-${prefix}-suggested-materials.pdf`,
        title: `${who} Rube Goldberg challenge: suggested materials`,
        paragraphs: [
          'Cardboard boxes and tubes, marbles, dominoes, toy cars and tracks, string and pulleys, rubber bands, craft sticks, tape and glue, funnels, cups, small weights, and a piggy bank with a coin.',
        ],
      },
    ];
  }),
];

async function main() {
  for (const slide of [...homeSlides, ...grantsSlides]) await png(slide.file, slideSvg(slide));
  for (const map of maps) await png(map.file, map.svg);
  await png('sponsors-banner.png', sponsorsBanner);
  await png('university-logo.png', universityLogo);
  for (const document of documents) {
    fs.writeFileSync(path.join(outDir, document.file), pdf(document.title, document.paragraphs));
    console.log(`${document.file}: written`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
