/** The house module as other modules see it: its service and what each placement hands its guard. */
export { createHouseService, type HouseService } from './house-service';
export { houseOrderOfPosition, houseOrderOfSpot, houseOrderOfTimed } from './house-orders';
