/** The platform's market on the server: recomputing the figures, and their worker. */
export { marketWorker, recomputeAllDirtySegments, recomputeDirtySegments } from "./market-figures.server";
export { SEGMENT_FIGURES, segmentFiguresOf } from "./market-read.server";
