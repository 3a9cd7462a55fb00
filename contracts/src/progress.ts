// Attendance progress levels: 0–25, 26–50, 51–75, 76–99 and 100 per cent. Fractional percentages
// fall into the level whose upper bound they do not exceed (25.5 is Faith's Foundation); exactly
// 100 is The Good Steward.
export const PROGRESS_LEVEL_NAMES = [
  "The Sower's Seed",
  "Faith's Foundation",
  'The Shining Lamp',
  'Finishing the Race',
  'The Good Steward',
  'Error',
] as const;
export type ProgressLevelName = (typeof PROGRESS_LEVEL_NAMES)[number];

export interface ProgressLevel {
  level: ProgressLevelName;
  min: number;
  max: number;
  gradient: readonly [string, string];
  messages: readonly [string, string];
}

export const PROGRESS_LEVELS: readonly ProgressLevel[] = [
  {
    level: "The Sower's Seed",
    min: 0,
    max: 25,
    gradient: ['#f6d365', '#fda085'],
    messages: [
      'Every seed starts small. Each time you show up, something good takes root.',
      'A fresh start is still a start. We would love to see you again this week.',
    ],
  },
  {
    level: "Faith's Foundation",
    min: 26,
    max: 50,
    gradient: ['#84fab0', '#8fd3f4'],
    messages: [
      'You are laying solid ground, one gathering at a time. Keep building.',
      'Your steady steps are noticed. The foundation you lay today holds tomorrow.',
    ],
  },
  {
    level: 'The Shining Lamp',
    min: 51,
    max: 75,
    gradient: ['#a1c4fd', '#c2e9fb'],
    messages: [
      'Your presence brightens the room. Thank you for being here so often.',
      'Your light is showing. Others are encouraged when they see you come.',
    ],
  },
  {
    level: 'Finishing the Race',
    min: 76,
    max: 99,
    gradient: ['#667eea', '#764ba2'],
    messages: [
      'You are so close to a perfect run. Keep your pace, the finish line is near.',
      'Wonderful faithfulness. A few more gatherings and you will have done it all.',
    ],
  },
  {
    level: 'The Good Steward',
    min: 100,
    max: 100,
    gradient: ['#f093fb', '#f5576c'],
    messages: [
      'Present at every gathering. Thank you for your wonderful faithfulness.',
      'A full record. Your commitment is a blessing to the whole family.',
    ],
  },
];

export const INVALID_PERCENTAGE_MESSAGE = 'Invalid percentage: enter a number from 0 to 100.';

export interface ProgressResult {
  level: ProgressLevelName;
  gradient: readonly [string, string];
  message: string;
}

const isPercentage = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100;

// The one mapping from a percentage to its level: every page and the API show the level of the
// percentage beside it, so two people at the same percentage always have the same level.
function levelOfPercentage(percentage: number): ProgressLevel {
  return percentage === 100
    ? PROGRESS_LEVELS[PROGRESS_LEVELS.length - 1]
    : PROGRESS_LEVELS.slice(0, -1).find((l) => percentage <= l.max) ?? PROGRESS_LEVELS[PROGRESS_LEVELS.length - 2];
}

/** The level of a percentage (Error when it is not a number from 0 to 100). */
export function levelFor(percentage: unknown): ProgressLevelName {
  return isPercentage(percentage) ? levelOfPercentage(percentage).level : 'Error';
}

// `pick` chooses one of the two messages; tests inject a fixed choice instead of Math.random.
export function progressLevel(
  percentage: unknown,
  pick: (count: number) => number = (count) => Math.floor(Math.random() * count),
): ProgressResult {
  if (!isPercentage(percentage)) {
    return { level: 'Error', gradient: ['#e53e3e', '#c53030'], message: INVALID_PERCENTAGE_MESSAGE };
  }
  const found = levelOfPercentage(percentage);
  const index = Math.min(Math.max(Math.trunc(pick(found.messages.length)), 0), found.messages.length - 1);
  return { level: found.level, gradient: found.gradient, message: found.messages[index] };
}
