import { SkeletonLine } from './skeleton.component';

/** Course cards on their way: grey blocks in the cards' shape. */
export function CourseCardsPlaceholder({ count }: { count: number }) {
  return (
    <div className="ml-courses">
      {Array.from({ length: count }, (_, slot) => `slot-${slot}`).map((slot) => (
        <div key={slot} className="ml-card ml-course">
          <SkeletonLine height={140} />
          <div className="ml-course__body">
            <SkeletonLine width="30%" />
            <SkeletonLine width="80%" height={18} />
            <SkeletonLine />
            <SkeletonLine width="60%" />
          </div>
        </div>
      ))}
    </div>
  );
}
