// Chart.js on a canvas, loaded with the dashboard's charts only (a lazy chunk of its own), in the
// theme's colours. The canvas is one labelled image; its figures are in the card's table.
import { useEffect, useRef } from 'react';
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip } from 'chart.js';
import { useTheme } from 'styled-components';
import { themeOf } from 'shared_ui/theme';

Chart.register(LineController, LineElement, PointElement, BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

export interface ChartSeries {
  label: string;
  data: Array<number | null>;
}

export interface ChartCanvasProps {
  kind: 'line' | 'bar';
  labels: string[];
  series: ChartSeries[];
  /** What the chart shows, for screen readers (the table beside it has the figures). */
  label: string;
  /** Bars along the y axis (long category names read better on a phone). */
  horizontal?: boolean;
}

type ThemeValues = ReturnType<typeof themeOf>;

function drawChart(context: CanvasRenderingContext2D, { kind, labels, series, horizontal = false }: ChartCanvasProps, { colors }: ThemeValues): Chart {
  const palette = [colors.primary, colors.success, colors.warning, colors.info, colors.danger, colors.textMuted];
  return new Chart(context, {
    type: kind,
    data: {
      labels,
      datasets: series.map((s, i) => ({
        label: s.label,
        data: s.data,
        borderColor: palette[i % palette.length],
        backgroundColor: palette[i % palette.length],
        spanGaps: false,
      })),
    },
    options: {
      indexAxis: horizontal ? 'y' : 'x',
      responsive: true,
      maintainAspectRatio: false,
      // Figures, not motion: the chart is drawn once, at once.
      animation: false,
      plugins: { legend: { display: series.length > 1, labels: { color: colors.text } } },
      scales: {
        x: { ticks: { color: colors.textMuted }, grid: { color: colors.border } },
        y: { ticks: { color: colors.textMuted, precision: 0 }, grid: { color: colors.border }, beginAtZero: true },
      },
    },
  });
}

export default function ChartCanvas({ kind, labels, series, label, horizontal = false }: ChartCanvasProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const theme = themeOf(useTheme());

  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return undefined;
    // Drawn in a task of its own, not in the commit that rendered the figures: each chart costs
    // a phone 60 ms or more, and several in one task kept the page from answering a tap.
    let chart: Chart | undefined;
    const drawing = setTimeout(() => {
      chart = drawChart(context, { kind, labels, series, label, horizontal }, theme);
    });
    return () => {
      clearTimeout(drawing);
      chart?.destroy();
    };
  }, [kind, labels, series, label, horizontal, theme]);

  return <canvas ref={canvas} role="img" aria-label={label} />;
}
