export { RankingBoard, RANKING_SIZE, type RankingBoardProps } from './RankingBoard';
