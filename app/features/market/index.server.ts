/** The platform's market on the server: recomputing the figures, and their worker. */
export { marketWorker, recomputeDirtySegments, recomputeSegment } from "./market-figures.server";
export { segmentFiguresOf } from "./market-read.server";
