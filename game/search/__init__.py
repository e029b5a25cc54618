"""One search for every game: information-set MCTS over the rules-core contract.

See ismcts.py for the method, values.py for how scores become values, bot.py for the bot that
each game's "expert" level is.
"""

from game.search.bot import SearchBot, bot_policy
from game.search.ismcts import ISMCTS, SearchConfig, chance_move, random_policy
from game.search.values import diff_values, rank_values, value_function

__all__ = ["ISMCTS", "SearchBot", "SearchConfig", "bot_policy", "chance_move", "diff_values",
           "random_policy", "rank_values", "value_function"]
