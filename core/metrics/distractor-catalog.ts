/**
 * The bundled distractor catalog: plausible, well-described tools that are irrelevant to typical
 * test tasks (weather extras, currency, calendar, travel, home, food...). Used by
 * `source: { from: catalog }`. Order matters: seed 0 takes them in this order. Add entries at the
 * end so existing seeds and counts keep choosing the same tools.
 */
import type { Tool } from '../catalog/types.ts';

export const DISTRACTOR_CATALOG: readonly Tool[] = [
  {
    name: 'get_forecast',
    description: 'Get the weather forecast for a city for the next days. Returns daily highs, lows and conditions.',
    inputSchema: {
      type: 'object',
      properties: { city: { type: 'string' }, days: { type: 'integer' } },
      required: ['city']
    }
  },
  {
    name: 'get_air_quality',
    description: 'Get the current air quality index for a location. Returns the AQI and the main pollutant.',
    inputSchema: { type: 'object', properties: { location: { type: 'string' } }, required: ['location'] }
  },
  {
    name: 'convert_currency',
    description: "Convert an amount between two currencies at today's exchange rate. Returns the converted amount.",
    inputSchema: {
      type: 'object',
      properties: { amount: { type: 'number' }, from: { type: 'string' }, to: { type: 'string' } },
      required: ['amount', 'from', 'to']
    }
  },
  {
    name: 'get_exchange_rate',
    description: 'Look up the exchange rate between two currencies. Returns the rate and its timestamp.',
    inputSchema: {
      type: 'object',
      properties: { base: { type: 'string' }, quote: { type: 'string' } },
      required: ['base', 'quote']
    }
  },
  {
    name: 'create_calendar_event',
    description: "Create an event on the user's calendar. Returns the new event's id.",
    inputSchema: {
      type: 'object',
      properties: { title: { type: 'string' }, start: { type: 'string' }, end: { type: 'string' } },
      required: ['title', 'start']
    }
  },
  {
    name: 'list_calendar_events',
    description: 'List calendar events between two dates. Returns events with title, start and end.',
    inputSchema: {
      type: 'object',
      properties: { from: { type: 'string' }, to: { type: 'string' } },
      required: ['from', 'to']
    }
  },
  {
    name: 'set_reminder',
    description: 'Set a reminder that fires at a given time. Returns the reminder id.',
    inputSchema: {
      type: 'object',
      properties: { text: { type: 'string' }, at: { type: 'string' } },
      required: ['text', 'at']
    }
  },
  {
    name: 'send_email',
    description: 'Send an email to one or more recipients. Returns the message id.',
    inputSchema: {
      type: 'object',
      properties: { to: { type: 'string' }, subject: { type: 'string' }, body: { type: 'string' } },
      required: ['to', 'subject']
    }
  },
  {
    name: 'translate_text',
    description: 'Translate text into a target language. Returns the translated text.',
    inputSchema: {
      type: 'object',
      properties: { text: { type: 'string' }, target_language: { type: 'string' } },
      required: ['text', 'target_language']
    }
  },
  {
    name: 'get_stock_quote',
    description: 'Get the latest price of a stock ticker. Returns price, change and volume.',
    inputSchema: { type: 'object', properties: { ticker: { type: 'string' } }, required: ['ticker'] }
  },
  {
    name: 'get_time_zone',
    description: 'Look up the time zone and current local time of a city. Returns the IANA zone name and offset.',
    inputSchema: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] }
  },
  {
    name: 'convert_units',
    description:
      'Convert a quantity between measurement units, such as miles to kilometers. Returns the converted value.',
    inputSchema: {
      type: 'object',
      properties: { value: { type: 'number' }, from_unit: { type: 'string' }, to_unit: { type: 'string' } },
      required: ['value', 'from_unit', 'to_unit']
    }
  },
  {
    name: 'get_directions',
    description: 'Get driving or walking directions between two places. Returns the route steps and duration.',
    inputSchema: {
      type: 'object',
      properties: { origin: { type: 'string' }, destination: { type: 'string' }, mode: { type: 'string' } },
      required: ['origin', 'destination']
    }
  },
  {
    name: 'find_restaurants',
    description: 'Find restaurants near a location, optionally by cuisine. Returns names, ratings and addresses.',
    inputSchema: {
      type: 'object',
      properties: { near: { type: 'string' }, cuisine: { type: 'string' } },
      required: ['near']
    }
  },
  {
    name: 'book_flight',
    description: 'Book a flight between two airports on a date. Returns the booking reference.',
    inputSchema: {
      type: 'object',
      properties: { from_airport: { type: 'string' }, to_airport: { type: 'string' }, date: { type: 'string' } },
      required: ['from_airport', 'to_airport', 'date']
    }
  },
  {
    name: 'search_hotels',
    description: 'Search hotels in a city for given dates. Returns hotel names, prices and ratings.',
    inputSchema: {
      type: 'object',
      properties: { city: { type: 'string' }, check_in: { type: 'string' }, check_out: { type: 'string' } },
      required: ['city', 'check_in']
    }
  },
  {
    name: 'get_news_headlines',
    description: "Get today's top news headlines, optionally for a topic. Returns titles, sources and links.",
    inputSchema: { type: 'object', properties: { topic: { type: 'string' } } }
  },
  {
    name: 'get_sports_scores',
    description: 'Get the latest scores for a sports league. Returns matches with teams and scores.',
    inputSchema: { type: 'object', properties: { league: { type: 'string' } }, required: ['league'] }
  },
  {
    name: 'play_music',
    description: "Start playing a song, album or playlist on the user's speaker. Returns the playing track.",
    inputSchema: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] }
  },
  {
    name: 'set_thermostat',
    description: 'Set the home thermostat to a target temperature. Returns the new setting.',
    inputSchema: { type: 'object', properties: { temperature: { type: 'number' } }, required: ['temperature'] }
  },
  {
    name: 'turn_on_lights',
    description: 'Turn on the lights in a room, optionally at a brightness. Returns the new light state.',
    inputSchema: {
      type: 'object',
      properties: { room: { type: 'string' }, brightness: { type: 'integer' } },
      required: ['room']
    }
  },
  {
    name: 'order_groceries',
    description: 'Order groceries for delivery from a shopping list. Returns the order id and delivery window.',
    inputSchema: {
      type: 'object',
      properties: { items: { type: 'array', items: { type: 'string' } } },
      required: ['items']
    }
  },
  {
    name: 'track_package',
    description: 'Track a parcel by its tracking number. Returns the carrier status and location.',
    inputSchema: { type: 'object', properties: { tracking_number: { type: 'string' } }, required: ['tracking_number'] }
  },
  {
    name: 'calculate_tip',
    description: 'Calculate the tip and total for a bill. Returns the tip amount and the total.',
    inputSchema: {
      type: 'object',
      properties: { amount: { type: 'number' }, percent: { type: 'number' } },
      required: ['amount']
    }
  },
  {
    name: 'get_recipe',
    description: 'Find a recipe for a dish. Returns ingredients and steps.',
    inputSchema: { type: 'object', properties: { dish: { type: 'string' } }, required: ['dish'] }
  },
  {
    name: 'count_calories',
    description: 'Estimate the calories in a food and portion. Returns kilocalories.',
    inputSchema: {
      type: 'object',
      properties: { food: { type: 'string' }, grams: { type: 'number' } },
      required: ['food']
    }
  },
  {
    name: 'get_horoscope',
    description: "Get today's horoscope for a zodiac sign. Returns the reading text.",
    inputSchema: { type: 'object', properties: { sign: { type: 'string' } }, required: ['sign'] }
  },
  {
    name: 'define_word',
    description: 'Look up the dictionary definition of a word. Returns its meanings and part of speech.',
    inputSchema: { type: 'object', properties: { word: { type: 'string' } }, required: ['word'] }
  },
  {
    name: 'get_holidays',
    description: 'List public holidays of a country in a year. Returns dates and names.',
    inputSchema: {
      type: 'object',
      properties: { country: { type: 'string' }, year: { type: 'integer' } },
      required: ['country']
    }
  },
  {
    name: 'check_flight_status',
    description: 'Check the status of a flight by its number. Returns departure, arrival and delays.',
    inputSchema: { type: 'object', properties: { flight_number: { type: 'string' } }, required: ['flight_number'] }
  },
  {
    name: 'get_traffic',
    description: 'Get current traffic conditions on a road or area. Returns congestion level and incidents.',
    inputSchema: { type: 'object', properties: { area: { type: 'string' } }, required: ['area'] }
  },
  {
    name: 'reserve_table',
    description: 'Reserve a table at a restaurant. Returns the confirmation code.',
    inputSchema: {
      type: 'object',
      properties: { restaurant: { type: 'string' }, time: { type: 'string' }, party_size: { type: 'integer' } },
      required: ['restaurant', 'time']
    }
  },
  {
    name: 'get_crypto_price',
    description: 'Get the current price of a cryptocurrency. Returns price and 24-hour change.',
    inputSchema: { type: 'object', properties: { symbol: { type: 'string' } }, required: ['symbol'] }
  },
  {
    name: 'create_todo',
    description: "Add an item to the user's to-do list. Returns the item id.",
    inputSchema: {
      type: 'object',
      properties: { text: { type: 'string' }, due: { type: 'string' } },
      required: ['text']
    }
  },
  {
    name: 'get_pollen_count',
    description: "Get today's pollen count for a location. Returns levels by pollen type.",
    inputSchema: { type: 'object', properties: { location: { type: 'string' } }, required: ['location'] }
  },
  {
    name: 'get_sunrise_sunset',
    description: 'Get sunrise and sunset times for a place and date. Returns both times in local time.',
    inputSchema: {
      type: 'object',
      properties: { location: { type: 'string' }, date: { type: 'string' } },
      required: ['location']
    }
  },
  {
    name: 'split_bill',
    description: "Split a bill among people, with optional tip. Returns each person's share.",
    inputSchema: {
      type: 'object',
      properties: { amount: { type: 'number' }, people: { type: 'integer' } },
      required: ['amount', 'people']
    }
  },
  {
    name: 'get_movie_showtimes',
    description: 'List showtimes for a movie at nearby cinemas. Returns cinemas and times.',
    inputSchema: {
      type: 'object',
      properties: { movie: { type: 'string' }, near: { type: 'string' } },
      required: ['movie']
    }
  },
  {
    name: 'find_parking',
    description: 'Find parking garages near a place. Returns names, prices and free spaces.',
    inputSchema: { type: 'object', properties: { near: { type: 'string' } }, required: ['near'] }
  },
  {
    name: 'get_tide_times',
    description: 'Get high and low tide times for a coastal location. Returns tide times and heights.',
    inputSchema: {
      type: 'object',
      properties: { location: { type: 'string' }, date: { type: 'string' } },
      required: ['location']
    }
  }
];
