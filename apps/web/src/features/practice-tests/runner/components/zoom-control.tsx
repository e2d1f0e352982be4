import { useRunner, useRunnerController } from "../runner-context";
import { ZOOM_STEPS } from "../runner-store";

/** In-app zoom of the question area, 100% to 200% (also Alt+= / Alt+- / Alt+0). */
export function ZoomControl() {
  const controller = useRunnerController();
  const zoom = useRunner((s) => s.tools.zoom);
  const percent = `${Math.round(zoom * 100)}%`;
  return (
    <div className="zoom-control" role="group" aria-label={`Zoom, now ${percent}`}>
      <button
        type="button"
        className="zoom-control__button"
        aria-label="Zoom out"
        disabled={zoom <= ZOOM_STEPS[0]}
        onClick={() => controller.tools.zoomBy(-1)}
      >
        −
      </button>
      <button
        type="button"
        className="zoom-control__value"
        aria-label={`Reset zoom to 100% (now ${percent})`}
        onClick={() => controller.tools.zoomBy(0)}
      >
        {percent}
      </button>
      <button
        type="button"
        className="zoom-control__button"
        aria-label="Zoom in"
        disabled={zoom >= (ZOOM_STEPS.at(-1) ?? 2)}
        onClick={() => controller.tools.zoomBy(1)}
      >
        +
      </button>
    </div>
  );
}
