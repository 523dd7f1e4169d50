"""The games' sentences said to the player they name: "You pass 6 Monkey to Ada" on your own phone, "Robin passes
6 Monkey to you" on Ada's, and a move's button "Pass 6 Monkey to Ada".

An engine says what happened with the seats as fields (a `Said`, rules/core/said.py); the laptop's table names every
seat, since its screen is everyone's. A phone is one person's, so its words speak to its player (`Adapter.you`). No
string is turned around for it: each sentence that can name the reader has here its words for the reader, a message
id of its own that every language says its own way (German "Du gibst …", "… gibt dir …", "6 Affe weitergeben"),
chosen by which of its fields the reader fills: `SAID_TO_YOU` for what happened (the log), `TO_DO` for a move as the
reader's button says it (the mover is always the reader; a second field may be too: "Play Stimulant on yourself").
A sentence or a case not listed is said as at the table, with names.
"""

from rules.core.said import N_, Listed, Nn_, Said, Seat

TO_DO: dict[str, dict] = {   # a move's sentence -> {the reader's fields: the button's words}
    # Strange Creatures
    "{who} plays the {card}.": {"who": N_("Play the {card}")},
    "{who} takes the {card} from the display.": {"who": N_("Take the {card} from the display")},
    "{who} passes.": {"who": N_("Pass")},
    "{who} plays the {card} with a +3.": {"who": Nn_("Play the {card} with a +3", "Play the {card} with {n} +3s")},
    "{who} removes the {card} from the game.": {"who": N_("Remove the {card} from the game")},
    "{who} plays the {card} copying the {copy}.": {"who": N_("Play the {card} copying the {copy}")},
    "{who} plays the {card} with two +3s.": {"who": N_("Play the {card} with two +3s")},
    # Safari Sprint, Hi-Lo Hijinks, Animal Hunt, Savannah
    "{who} claims the {animal} on space {space}": {"who": N_("Claim the {ducky} on space {space}")},
    "{who} plays the {card}": {"who": N_("Play the {card}")},
    "{who} plays the {card} on the {animal} stack": {"who": N_("Play the {card} on the {stack}")},
    "{who} does not reverse the stack": {"who": N_("Do not reverse the stack")},
    "{who} reverses the stack": {"who": N_("Reverse the stack")},
    "{who} gives nothing away": {"who": N_("Give nothing away")},
    "{who} gives the {card} to {to}": {"who": N_("Give the {card} to {to}")},
    "{who} flips the card at {where}": {"who": N_("Flip the card at {where}")},
    "{who} asks {target} for the matching card": {"who": N_("Ask {target} for the matching card")},
    "{who} shows the matching card": {"who": N_("Show the matching card")},
    "{who} plays {card} at row {row}, column {col}": {"who": N_("Play {card} at row {row}, column {col}")},
    "{who} puts {card} face down on the unplayable space": {"who": N_("Put {card} face down on the unplayable space")},
    # Herds
    "{who} draws from the deck": {"who": N_("Draw from the deck")},
    "{who} draws {card}": {"who": N_("Draw {card}")},
    "{who} trades away {card}": {"who": N_("Trade away {card}")},
    "{who} takes {card} from the grassland": {"who": N_("Take {card} from the grassland")},
    "{who} takes the trade back": {"who": N_("Take the trade back")},
    "{who} is done with herds": {"who": N_("Done with herds")},
    "{who} passes {card} to {to}": {"who": N_("Pass {card} to {to}")},
    "{who} creates a herd: {cards}": {"who": N_("Create a herd: {cards}")},
    "{who} grows herd {herd} with {card}": {"who": N_("Grow herd {herd} with {card}")},
    "{who} puts {card} in place of the Ducktor in herd {herd}":
        {"who": N_("Put {card} in place of the Ducktor in herd {herd}")},
    # Deducktion
    "{who} asks {target}: {question}": {"who": N_("Ask {target}: {question}")},
    "{who} passes {cards}": {"who": N_("Pass {cards}")},
    "{who} melds {cards}": {"who": N_("Meld {cards}")},
    "{who} flips three question cards": {"who": N_("Flip three question cards")},
    "{who} makes no more melds": {"who": N_("Make no more melds")},
    "{who} leaves the {animal} guess blank": {"who": N_("Leave the {animal} guess blank")},
    "{who} guesses the missing {animal} is a {number}": {"who": N_("Guess the missing {animal} is a {number}")},
    # Wonder Creature
    "{who} offers the {card} in an exchange with {target}":
        {"who": N_("Offer the {card} in an exchange with {target}")},
    "{who} gives the {card} in return": {"who": N_("Give the {card} in return")},
    "{who} chooses a creature: {cards}": {"who": N_("Choose a creature: {cards}")},
    # La Criatura
    "{who} plays {card}": {"who": N_("Play {card}")},
    "{who} spends a victory token for a weapon": {"who": N_("Spend a victory token for a weapon")},
    "{who} passes": {"who": N_("Pass")},
    "{who} plays {card} on {target}": {"who": N_("Play {card} on {target}"),
                                       ("target", "who"): N_("Play {card} on yourself")},
    "{who} votes to sedate {target}": {"who": N_("Vote to sedate {target}")},
    "{who} gives up {weapon}": {"who": N_("Give up {weapon}")},
    "{who} plays {card} on {target} (to {to})": {"who": N_("Play {card} on {target} (to {to})"),
                                                 ("target", "who"): N_("Play {card} on yourself (to {to})")},
    "{who} keeps their cards": {"who": N_("Keep your cards")},
    "{who} discards {cards}": {"who": N_("Discard {cards}")},
    "{who} is ready for the helicopter": {"who": N_("Ready for the helicopter")},
    "{who} reveals the Creature!": {"who": N_("Reveal the Creature!")},
    "{who} attacks {target}": {"who": N_("Attack {target}")},
    "{who} attacks {target} with a victory token (sure hit)":
        {"who": N_("Attack {target} with a victory token (sure hit)")},
    "{who} spends a victory token to avoid the hit": {"who": N_("Spend a victory token to avoid the hit")},
    "{who} makes {target} take the hit": {"who": N_("Make {target} take the hit")},
}

SAID_TO_YOU: dict[str, dict] = {   # what happened -> {the reader's fields: the same said to them}
    # Strange Creatures
    "Round {round} begins: tricks are worth {value}-point stamps; {leader} leads.":
        {"leader": N_("Round {round} begins: tricks are worth {value}-point stamps; you lead.")},
    "{who} plays the {card}.": {"who": N_("You play the {card}.")},
    "{who} wins the trick with the {card}.": {"who": N_("You win the trick with the {card}.")},
    "{who} gets a {value}-point stamp for winning the trick.":
        {"who": N_("You get a {value}-point stamp for winning the trick.")},
    "{who} gets a {value}-point stamp from the {card}.": {"who": N_("You get a {value}-point stamp from the {card}.")},
    "{who} gains {n} coin from the {card}.":
        {"who": Nn_("You gain {n} coin from the {card}.", "You gain {n} coins from the {card}.")},
    "{who} played the lowest card and may discover a creature first.":
        {"who": Nn_("You played the lowest card and may discover a creature first.",
                    "You played the lowest card and may discover a creature first.")},
    "{who} pays {n} coin for a creature.":
        {"who": Nn_("You pay {n} coin for a creature.", "You pay {n} coins for a creature.")},
    "{who} takes the {card} from the display for {n} coin.":
        {"who": Nn_("You take the {card} from the display for {n} coin.",
                    "You take the {card} from the display for {n} coins.")},
    "The played cards go to the discard piles; {leader} leads the next trick.":
        {"leader": N_("The played cards go to the discard piles; you lead the next trick.")},
    "{who} takes no creature.": {"who": N_("You take no creature.")},
    "{who} removes the {card} {source} {how}.": {"who": N_("You remove the {card} {source} {how}.")},
    "{who} has {n} coin; the cheapest creature in the display costs {cost}.":
        {"who": Nn_("You have {n} coin; the cheapest creature in the display costs {cost}.",
                    "You have {n} coins; the cheapest creature in the display costs {cost}.")},
    "{who} has no coins and passes.": {"who": N_("You have no coins and pass.")},
    "{who}'s {card}: nobody wins this trick, and {who} leads the next one.":
        {"who": N_("Your {card}: nobody wins this trick, and you lead the next one.")},
    "{who} removes a card face down {source} {how}.": {"who": N_("You remove a card face down {source} {how}.")},
    "{who} is dealt {cards}.": {"who": N_("You are dealt {cards}.")},
    "The game ends ({scores} points). {winners} wins.":
        {"winners": Nn_("The game ends ({scores} points). You win.", "The game ends ({scores} points). You win.")},
    "{who} does not use the 3⅓.": {"who": N_("You do not use the 3⅓.")},
    "{who} plays the {card} with a +3.":
        {"who": Nn_("You play the {card} with a +3.", "You play the {card} with {n} +3s.")},
    "{who} plays the {card} copying the {copy}.": {"who": N_("You play the {card} copying the {copy}.")},
    "{who} does not use the 4¼.": {"who": N_("You do not use the 4¼.")},
    "{who} plays the {card} with two +3s.": {"who": N_("You play the {card} with two +3s.")},
    # Safari Sprint
    "Race {race} begins; {dealer} deals and claims first.":
        {"dealer": N_("Race {race} begins; you deal and claim first.")},
    "{who} claims the {animal} on space {space}.": {"who": N_("You claim the {ducky} on space {space}.")},
    "{who} claims the {animal} on space {space}, taking it from {owner}.":
        {"who": N_("You claim the {ducky} on space {space}, taking it from {owner}."),
         "owner": N_("{who} claims the {ducky} on space {space}, taking it from you.")},
    "{who} adds the {card} to their hand.": {"who": N_("You add the {card} to your hand.")},
    "{who} plays the {card} into the {spot} spot.": {"who": N_("You play the {card} into the {spot} spot.")},
    # Hi-Lo Hijinks
    "{dealer} dealt; {who} plays first.": {"who": N_("{dealer} dealt; you play first."),
                                           "dealer": N_("You dealt; {who} plays first."),
                                           ("dealer", "who"): N_("You dealt; you play first.")},
    "{who} plays the {card} on the {animal} stack: the stack wants it.":
        {"who": N_("You play the {card} on the {stack}: the stack wants it.")},
    "{who} draws a card ({left} left).": {"who": N_("You draw a card ({left} left).")},
    "{who} plays the {card} on the {animal} stack: the stack does not want it.":
        {"who": N_("You play the {card} on the {stack}: the stack does not want it.")},
    "{who} takes {n} card face down ({pile} in their pile).":
        {"who": Nn_("You take {n} card face down ({pile} in your pile).",
                    "You take {n} cards face down ({pile} in your pile).")},
    "{who} plays the {card} on the {animal} stack: a match!":
        {"who": N_("You play the {card} on the {stack}: a match!")},
    "{who} gives a card to {to}.": {"who": N_("You give a card to {to}."), "to": N_("{who} gives you a card.")},
    "{who} takes Ducktor Livingstone's ducky.": {"who": N_("You take Ducktor Livingstone's ducky.")},
    "{who} moves the {animal} ducky to {side}.": {"who": N_("You move the {ducky} to {side}.")},
    "{who} gives the {card} to {to}.": {"who": N_("You give the {card} to {to}."),
                                        "to": N_("{who} gives you the {card}.")},
    # Animal Hunt
    "{n} card lies face down in the hunting ground; {first} starts.":
        {"first": Nn_("{n} card lies face down in the hunting ground; you start.",
                      "{n} cards lie face down in the hunting ground; you start.")},
    "{who} flips the {card} at {where}.": {"who": N_("You flip the {card} at {where}.")},
    "{who} scores a pair of {card} and goes again.": {"who": N_("You score a pair of {card} and go again.")},
    "{who} takes the {animal} ducky.": {"who": N_("You take the {ducky}.")},
    "{who} flips the {card} at {where}: no match, both are turned face down again.":
        {"who": N_("You flip the {card} at {where}: no match, both are turned face down again.")},
    "{who} asks {target} for a {card}: yes.": {"who": N_("You ask {target} for a {card}: yes."),
                                               "target": N_("{who} asks you for a {card}: yes.")},
    "{who} takes the {animal} ducky from {owner}.": {"who": N_("You take the {ducky} from {owner}."),
                                                     "owner": N_("{who} takes the {ducky} from you.")},
    "{who} asks {target} for a {card}: no, and the card is turned face down again.":
        {"who": N_("You ask {target} for a {card}: no, and the card is turned face down again."),
         "target": N_("{who} asks you for a {card}: no, and the card is turned face down again.")},
    "{who} has no cards left: the game ends. Scores: {scores}.":
        {"who": N_("You have no cards left: the game ends. Scores: {scores}.")},
    # Savannah
    "{dealer} deals five cards each and splits the rest into two decks":
        {"dealer": N_("You deal five cards each and split the rest into two decks")},
    "{who} plays {card} at ({row}, {col}) for {n} point":
        {"who": Nn_("You play {card} at ({row}, {col}) for {n} point",
                    "You play {card} at ({row}, {col}) for {n} points")},
    "{who} draws a card": {"who": N_("You draw a card")},
    "{who} finds an unplayable space at ({row}, {col}): 1 point":
        {"who": N_("You find an unplayable space at ({row}, {col}): 1 point")},
    "{who} draws a card from each deck to mark ({row}, {col})":
        {"who": N_("You draw a card from each deck to mark ({row}, {col})")},
    "{who} marks ({row}, {col}) with a face-down card": {"who": N_("You mark ({row}, {col}) with a face-down card")},
    "{who} plays {card} for {n} point":
        {"who": Nn_("You play {card} for {n} point", "You play {card} for {n} points")},
    "{who} finds an unplayable space: 1 point": {"who": N_("You find an unplayable space: 1 point")},
    "{who} draws a card from each deck to mark the space":
        {"who": N_("You draw a card from each deck to mark the space")},
    "{who} marks the space with a face-down card": {"who": N_("You mark the space with a face-down card")},
    "{who} removes {n} card from the savannah":
        {"who": Nn_("You remove {n} card from the savannah", "You remove {n} cards from the savannah")},
    # Herds
    "Hand {number}: {dealer} deals": {"dealer": N_("Hand {number}: you deal")},
    "{who} draws a card from the deck": {"who": N_("You draw a card from the deck")},
    "{who} trades {gave} for {took}": {"who": N_("You trade {gave} for {took}")},
    "{who} passes a card to {to}": {"who": N_("You pass a card to {to}"), "to": N_("{who} passes you a card")},
    "{who} draws {card} from the grassland": {"who": N_("You draw {card} from the grassland")},
    "{who} creates a herd: {cards}": {"who": N_("You create a herd: {cards}")},
    "{who} takes a trade back": {"who": N_("You take a trade back")},
    "{who} grows a herd with {card}": {"who": N_("You grow a herd with {card}")},
    "{who} puts {card} in place of {freed}, which must join a herd now":
        {"who": N_("You put {card} in place of {freed}, which must join a herd now")},
    "{who} passes {card} to {to}": {"who": N_("You pass {card} to {to}"), "to": N_("{who} passes {card} to you")},
    # Deducktion
    "The cards are dealt; {first} asks first ({n} turn in all)":
        {"first": Nn_("The cards are dealt; you ask first ({n} turn in all)",
                      "The cards are dealt; you ask first ({n} turns in all)")},
    "{who} flips {cards}": {"who": N_("You flip {cards}")},
    "{asker} asks {target} {question}: {count}": {"asker": N_("You ask {target} {question}: {count}"),
                                                  "target": N_("{asker} asks you {question}: {count}")},
    "{asker} and {target} swap {n} card": {"asker": Nn_("You and {target} swap {n} card",
                                                        "You and {target} swap {n} cards"),
                                           "target": Nn_("{asker} and you swap {n} card",
                                                         "{asker} and you swap {n} cards")},
    "The answer was zero: {who} draws a card from the reserve":
        {"who": N_("The answer was zero: you draw a card from the reserve")},
    "{who} melds {cards}": {"who": N_("You meld {cards}")},
    "{who} has guessed the {animal}": {"who": N_("You have guessed the {animal}")},
    "{who} has finished guessing": {"who": N_("You have finished guessing")},
    "{asker} asks {target}: {question} {target}: {n}": {"asker": N_("You ask {target}: {question} {target}: {n}"),
                                                        "target": N_("{asker} asks you: {question} You: {n}")},
    "{asker} gets {kept}; {target} gets {given}": {"asker": N_("You get {kept}; {target} gets {given}"),
                                                   "target": N_("{asker} gets {kept}; you get {given}")},
    "{asker} gets {kept}; {target} gets {given}, and {back} back":
        {"asker": N_("You get {kept}; {target} gets {given}, and {back} back"),
         "target": N_("{asker} gets {kept}; you get {given}, and {back} back")},
    # Wonder Creature
    "Round {round} begins; {first} starts the exchanges.":
        {"first": N_("Round {round} begins; you start the exchanges.")},
    "{who} draws {n} card.": {"who": Nn_("You draw {n} card.", "You draw {n} cards.")},
    "{who} asks {target} for an exchange.": {"who": N_("You ask {target} for an exchange."),
                                             "target": N_("{who} asks you for an exchange.")},
    "{who} and {target} exchange a card.": {"who": N_("You and {target} exchange a card."),
                                            "target": N_("{who} and you exchange a card.")},
    "{who} has chosen a creature.": {"who": N_("You have chosen a creature.")},
    "{who} shows {cards}: level {level}, {tier}.": {"who": N_("You show {cards}: level {level}, {tier}.")},
    "{who} shows {cards}: {tier}.": {"who": N_("You show {cards}: {tier}.")},
    "{who} draws {cards}.": {"who": N_("You draw {cards}.")},
    "{who} wins round {round} and scores a set.":
        {"who": Nn_("You win round {round} and score a set.", "You win round {round} and score a set.")},
    "{who} offers the {card} to {target}.": {"who": N_("You offer the {card} to {target}."),
                                             "target": N_("{who} offers you the {card}.")},
    "{who} gives the {gave} to {target} and gets the {got}.":
        {"who": N_("You give the {gave} to {target} and get the {got}."),
         "target": N_("{who} gives you the {gave} and gets the {got}.")},
    "{who} chooses {cards}.": {"who": N_("You choose {cards}.")},
    "The deck can't give everyone 3 cards, so the game ends. {who} wins with {n} set.":
        {"who": Nn_("The deck can't give everyone 3 cards, so the game ends. You win with {n} set.",
                    "The deck can't give everyone 3 cards, so the game ends. You win with {n} sets.")},
    # La Criatura
    "{who} draws {n} event card": {"who": Nn_("You draw {n} event card", "You draw {n} event cards")},
    "{who} becomes leader": {"who": N_("You become leader")},
    "{who} gains a victory token ({why}), now {tokens}": {"who": N_("You gain a victory token ({why}), now {tokens}")},
    "{who} spends a victory token ({use})": {"who": N_("You spend a victory token ({use})")},
    "{who} draws a weapon card": {"who": N_("You draw a weapon card")},
    "{who} plays no event": {"who": N_("You play no event")},
    "{who} plays {card} on {target}": {"who": N_("You play {card} on {target}"),
                                       "target": N_("{who} plays {card} on you"),
                                       ("target", "who"): N_("You play {card} on yourself")},
    "{who} does not interfere": {"who": N_("You do not interfere")},
    "{who} plays {card}": {"who": N_("You play {card}")},
    "{who} cancels {card} with Interference": {"who": N_("You cancel {card} with Interference")},
    "{who} loses {card} to Sabotage": {"who": N_("You lose {card} to Sabotage")},
    "{who} takes the leader token for this turn": {"who": N_("You take the leader token for this turn")},
    "{who} gives back a weapon": {"who": N_("You give back a weapon")},
    "{who} votes for {target}": {"who": N_("You vote for {target}"), "target": N_("{who} votes for you"),
                                 ("target", "who"): N_("You vote for yourself")},
    "A vote moves from {source} to {target}": {"source": N_("A vote moves from you to {target}"),
                                               "target": N_("A vote moves from {source} to you")},
    " - {who} rolls lowest": {"who": N_(" - you roll lowest")},
    "Vote result: {who} (decided by the tie roll)": {"who": N_("Vote result: you (decided by the tie roll)")},
    "{who} is sedated": {"who": N_("You are sedated")},
    "{who} discards {cards}": {"who": N_("You discard {cards}")},
    "{who} keeps their cards": {"who": N_("You keep your cards")},
    "{who} rolls {roll} for the new leader: {chosen}": {"who": N_("You roll {roll} for the new leader: {chosen}"),
                                                        "chosen": N_("{who} rolls {roll} for the new leader: you"),
                                                        ("chosen", "who"): N_("You roll {roll} for the new leader: "
                                                                              "yourself")},
    "{who} is no longer sedated": {"who": N_("You are no longer sedated")},
    "Vote result: {who} (most votes)": {"who": N_("Vote result: you (most votes)")},
    "{who} plays no more events": {"who": N_("You play no more events")},
    "{who} wakes up": {"who": N_("You wake up")},
    "{who} stays leader": {"who": N_("You stay leader")},
    "No weapon left for {who}": {"who": N_("No weapon left for you")},
    "The helicopter arrives! {who} leads": {"who": N_("The helicopter arrives! You lead")},
    "{who} is ready": {"who": N_("You are ready")},
    "{who} loses {weapon}": {"who": N_("You lose {weapon}")},
    "{who} attacks {target}: rolls {dice} +{bonus} = {total} (needs {need}) - hit!":
        {"who": N_("You attack {target}: you roll {dice} +{bonus} = {total} (need {need}) - hit!"),
         "target": N_("{who} attacks you: rolls {dice} +{bonus} = {total} (needs {need}) - hit!")},
    "{who} raises the {weapon}: rolls {roll} - blocked":
        {"who": N_("You raise the {weapon}: you roll {roll} - blocked")},
    "{who} attacks {target}: rolls {dice} +{bonus} = {total} (needs {need}) - miss":
        {"who": N_("You attack {target}: you roll {dice} +{bonus} = {total} (need {need}) - miss"),
         "target": N_("{who} attacks you: rolls {dice} +{bonus} = {total} (needs {need}) - miss")},
    "{who} attacks {target}: sure hit - hit!": {"who": N_("You attack {target}: sure hit - hit!"),
                                                "target": N_("{who} attacks you: sure hit - hit!")},
    "{who} is knocked out": {"who": N_("You are knocked out")},
    "{who} raises the {weapon}: rolls {roll} - not enough":
        {"who": N_("You raise the {weapon}: you roll {roll} - not enough")},
    "{who} takes the hit": {"who": N_("You take the hit")},
    "Hive Mind: the Creature is {who}": {"who": N_("Hive Mind: you are the Creature")},
    "Blood test: {who} is human": {"who": N_("Blood test: you are human")},
    "Surveillance camera: {who} received a scientist card":
        {"who": N_("Surveillance camera: you received a scientist card")},
    "{who} is the Creature! It escapes: the character cards are dealt again":
        {"who": N_("You are the Creature! It escapes: the character cards are dealt again")},
    "{who} reveals the Creature! Infected: {infected}": {"who": N_("You reveal the Creature! Infected: {infected}"),
                                                          "infected": N_("{who} reveals the Creature! Infected: you")},
    "Game over: {winners} wins": {"winners": Nn_("Game over: you win", "Game over: you win")},
    "{who} takes the hit for the Creature": {"who": N_("You take the hit for the Creature")},
    "Blood test: {who} is infected": {"who": N_("Blood test: you are infected")},
    "{who} does not veto": {"who": N_("You do not veto")},
    "{who} draws {weapon}": {"who": N_("You draw {weapon}")},
    "Blood test: {who} is the Creature": {"who": N_("Blood test: you are the Creature")},
    "{who} gives back {weapon}": {"who": N_("You give back {weapon}")},
    "{who}'s First Aid Kit absorbs the hit": {"who": N_("Your First Aid Kit absorbs the hit")},
    "{who} is the Creature!": {"who": N_("You are the Creature!")},
    "The Creature is neutralised; {who} is now infected":
        {"who": N_("The Creature is neutralised; you are now infected")},
}


def is_reader(value, reader: int) -> bool:
    """A field that is the reader alone: their seat, or a list of one seat that is theirs (a seat in a list of
    several is left as it is: "Ada and you" would need its own words)."""
    if isinstance(value, Listed) and len(value) == 1:
        value = value[0]
    return isinstance(value, Seat) and int(value) == reader


def reader_fields(sentence: Said, reader: int) -> tuple[str, ...]:
    """The fields of a sentence that name the reader alone."""
    return tuple(sorted(k for k, v in sentence.params.items() if is_reader(v, reader)))


def to_you(sentence, reader: int | None, button: bool = False):
    """`sentence` said to `reader` (a seat) where this module has its words for the fields the reader fills; else
    `sentence` as it is. `button`: a move, worded as the reader's button (`TO_DO`), not as what happened."""
    if reader is None or not isinstance(sentence, Said):
        return sentence
    fields = reader_fields(sentence, reader)
    forms = (TO_DO if button else SAID_TO_YOU).get(sentence.text) if fields else None
    form = forms.get(fields[0] if len(fields) == 1 else fields) if forms else None
    if form is None:
        return sentence
    if isinstance(form, tuple):                  # a count picks its form, as in the sentence it stands for
        return Said(form[0], sentence.params, form[1], sentence.count)
    return Said(form, sentence.params)
