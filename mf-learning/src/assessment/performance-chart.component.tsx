import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface ChartPoint {
  id: string;
  /** Shown on the axis. */
  label: string;
  percent: number;
  passed: number;
  total: number;
}

/**
 * Percentage score by date, 0–100 (recharts; this file is its own chunk, loaded
 * only by the performance page). The tooltip adds passed/total.
 */
export default function PerformanceChart({
  points,
  passedLabel,
}: {
  points: ChartPoint[];
  passedLabel: (p: ChartPoint) => string;
}) {
  return (
    <ResponsiveContainer width="100%" height={300}>
      <LineChart data={points} margin={{ top: 16, right: 16, bottom: 8, left: 0 }}>
        <CartesianGrid stroke="#e3e8f0" />
        <XAxis dataKey="label" tick={{ fill: '#3d4a5c', fontSize: 12 }} />
        <YAxis domain={[0, 100]} tick={{ fill: '#3d4a5c', fontSize: 12 }} unit="%" />
        <Tooltip
          formatter={(value, _name, item) => [`${value}% (${passedLabel(item.payload as ChartPoint)})`, '']}
          separator=""
        />
        <Line
          type="monotone"
          dataKey="percent"
          stroke="#1f5fbf"
          strokeWidth={2}
          dot={{ r: 4 }}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
