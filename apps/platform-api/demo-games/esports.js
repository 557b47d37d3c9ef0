import { mountBook } from './sports-book.js';

mountBook('esports');
